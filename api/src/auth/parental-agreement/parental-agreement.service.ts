import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  ageGroup,
  type MessageResponse,
  PARENTAL_AGREEMENT_MESSAGES as M,
  PARENTAL_AGREEMENT_VALID_DAYS,
  type ParentalAgreementRequest,
  type ParentalDecision,
} from '@trail/shared';
import { redactContacts } from '../../platform/observability';
import { appConfig, type AppConfig } from '../../platform/config';
import { MailService } from '../../integrations/mail';
import { ParentalAgreementRecords, type ParentLink, type UserRecord, UsersService } from '../../users';
import { hashLinkToken, newLinkToken } from '../link-tokens';
import { ParentMailBudget } from './parent-mail-budget';
import { parentalAgreementMail } from './parental-agreement.mail';

/** A link made before the account exists: the raw token goes in the mail, only its hash is stored. */
export interface NewParentLink extends ParentLink {
  raw: string;
}

/**
 * A 13–17-year-old's account waits for a parent's or guardian's agreement (NDPA 2023 s.31, decision
 * 0058): a single-use, expiring link mailed to the parent, stored hashed like a password reset.
 */
@Injectable()
export class ParentalAgreementService {
  private readonly logger = new Logger('ParentalAgreement');

  constructor(
    private readonly records: ParentalAgreementRecords,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly budget: ParentMailBudget,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /**
   * What a new account's age means: refused under 13, awaiting a parent (whose e-mail is needed when
   * `needParentEmail`) from 13 to 17, nothing to do from 18. True when the account must await a parent.
   */
  checkAge(birthMonth: string, account: { email: string; parentEmail?: string; needParentEmail: boolean }, now = new Date()): boolean {
    const group = ageGroup(birthMonth, now);
    if (!group) throw new BadRequestException(M.birthMonthInvalid);
    if (group === 'too-young') throw new BadRequestException(M.tooYoung);
    if (group === 'adult') return false;
    if (account.needParentEmail && !account.parentEmail) throw new BadRequestException(M.parentEmailNeeded);
    if (account.parentEmail && account.parentEmail.toLowerCase() === account.email.toLowerCase()) {
      throw new BadRequestException(M.parentEmailIsYours);
    }
    return true;
  }

  /** Counts a mail to this parent against the daily budgets; a 429 when over (nothing is sent then). */
  takeMailBudget(parentEmail: string, userId?: string): Promise<void> {
    return this.budget.take(parentEmail, userId);
  }

  newLink(now = new Date()): NewParentLink {
    const { raw, hash } = newLinkToken();
    return { raw, tokenHash: hash, expires: new Date(now.getTime() + PARENTAL_AGREEMENT_VALID_DAYS * 86_400_000) };
  }

  /** Mails the link in the background: the learner's sign-up does not wait for the mail server. */
  sendInBackground(learner: Pick<UserRecord, '_id' | 'firstName'>, parentEmail: string, raw: string): void {
    const link = `${this.app.dashboardUrl}/parental-agreement?token=${raw}`;
    this.mail
      .send(parentalAgreementMail(parentEmail, learner.firstName, link, PARENTAL_AGREEMENT_VALID_DAYS))
      .catch((error: unknown) =>
        this.logger.error(`Parent mail for user ${learner._id.toString()} failed: ${redactContacts(String(error))}`),
      );
  }

  /** The learner (again) names a parent: a new link, and the older one stops working. */
  async ask(userId: string, parentEmail: string): Promise<MessageResponse> {
    const account = await this.users.findById(userId);
    if (account?.email === parentEmail.toLowerCase()) throw new BadRequestException(M.parentEmailIsYours);
    if (account?.parentalAgreement?.status !== 'awaiting') throw new ConflictException(M.notAwaiting);
    await this.budget.take(parentEmail, userId);
    const link = this.newLink();
    const learner = await this.records.ask(userId, parentEmail, link);
    if (!learner) throw new ConflictException(M.notAwaiting);
    this.sendInBackground(learner, parentEmail, link.raw);
    return { message: M.parentMailSent };
  }

  async request(rawToken: string, now = new Date()): Promise<ParentalAgreementRequest> {
    const tokenHash = hashLinkToken(rawToken);
    const learner = tokenHash ? await this.records.pending(tokenHash, now) : null;
    if (!learner) throw new BadRequestException(M.linkInvalid);
    return { learnerFirstName: learner.firstName, expiresAt: learner.parentalAgreementExpire.toISOString() };
  }

  async decide(rawToken: string, decision: ParentalDecision, now = new Date()): Promise<MessageResponse> {
    const tokenHash = hashLinkToken(rawToken);
    const learner = tokenHash ? await this.records.decide(tokenHash, decision, now) : null;
    if (!learner) throw new BadRequestException(M.linkInvalid);
    return { message: decision === 'agree' ? M.agreed : M.declined };
  }
}
