import { BadRequestException, ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { ACCOUNT_DELETION_MESSAGES, type AuthResponse, MESSAGES, PARENTAL_AGREEMENT_MESSAGES } from '@trail/shared';
import { LoginAttempts } from '../platform/throttling';
import { appConfig, type AppConfig } from '../platform/config';
import { MailService } from '../integrations/mail';
import { AccountRecords, DeletionRecords, ReferralRecords, SessionAccountRecords, type UserRecord, UsersService } from '../users';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import { EmailVerificationService } from './email-verification.service';
import { ParentalAgreementService } from './parental-agreement/parental-agreement.service';
import { passwordGuessingMail } from './password-guessing.mail';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { SessionService } from '../session';

const WRONG_CREDENTIALS = 'Incorrect e-mail or password';
export const EMAIL_TAKEN = 'An account with this e-mail already exists. Log in instead.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: AccountRecords,
    private readonly deletionRecords: DeletionRecords,
    private readonly sessionAccounts: SessionAccountRecords,
    private readonly referralRecords: ReferralRecords,
    private readonly sessions: SessionService,
    private readonly verification: EmailVerificationService,
    private readonly parents: ParentalAgreementService,
    private readonly attempts: LoginAttempts,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async register(dto: RegisterDto): Promise<AuthResponse> {
    const email = dto.email.toLowerCase();
    const needsParent = this.parents.checkAge(dto.birthMonth, { email, parentEmail: dto.parentEmail, needParentEmail: true });
    if (needsParent && dto.parentEmail) await this.parents.takeMailBudget(dto.parentEmail);
    const link = needsParent ? this.parents.newLink() : undefined;
    const referrer = dto.refCode ? await this.referralRecords.findByReferralCode(dto.refCode) : null;
    const user = await this.accounts.createWithPassword({
      email,
      passwordHash: await hashPassword(dto.password),
      firstName: dto.firstName,
      lastName: dto.lastName,
      extension: dto.extension,
      referrer: referrer ?? undefined,
      birthMonth: dto.birthMonth,
      awaitingParent: link && dto.parentEmail ? { parentEmail: dto.parentEmail, tokenHash: link.tokenHash, expires: link.expires } : undefined,
    });
    if (!user) throw new ConflictException(EMAIL_TAKEN);
    if (link && dto.parentEmail) this.parents.sendInBackground(user, dto.parentEmail, link.raw);
    // The referral counts when this account verifies its e-mail (EmailVerificationService.verify).
    this.verification.sendInBackground(user);
    return this.issueSession(user);
  }

  /**
   * Each try is counted as wrong before bcrypt runs (decision 0076), so parallel guesses cannot slip past
   * the wait; an unknown e-mail is counted, paused and timed like a known one, so neither tells it apart.
   */
  async login(dto: LoginDto, ip: string): Promise<AuthResponse> {
    const user = await this.accounts.findWithPassword(dto.email);
    if (user && !user.password) throw new BadRequestException(MESSAGES.logInWithGoogle);
    const attempt = await this.attempts.claim(ip, dto.email.trim().toLowerCase());
    if (!user?.password) {
      await verifyAgainstDecoy(dto.password);
      await attempt.failed();
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    if (!(await verifyPassword(dto.password, user.password))) {
      const { pausedUntil } = await attempt.failed();
      if (pausedUntil) this.tellOwnerOfGuessing(user, pausedUntil);
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    await attempt.succeeded();
    return this.issueSession(user);
  }

  /** One token version per account, so ending this token ends every session of the account. */
  logout(userId: string): Promise<void> {
    return this.sessionAccounts.endSessions(userId);
  }

  /**
   * `{ token, user }`: a token signed with the user's current token version, valid for about 30 days.
   * Signing in during a deletion's grace period cancels it (decision 0050); once the erasure has begun, nobody signs in.
   */
  async issueSession(user: UserRecord): Promise<AuthResponse> {
    const deletionCancelled = await this.cancelPendingDeletion(user);
    const session = { token: await this.sessions.issue(user), user: this.users.toPublic(user) };
    return deletionCancelled ? { ...session, deletionCancelled } : session;
  }

  private tellOwnerOfGuessing(user: UserRecord, pausedUntil: Date): void {
    const mail = passwordGuessingMail(user.email, user.firstName, `${this.app.dashboardUrl}/resetpassword`, pausedUntil);
    this.mail.sendInBackground(mail, `Password-guessing notice to user ${user._id.toString()}`);
  }

  private async cancelPendingDeletion(user: UserRecord): Promise<boolean> {
    if (user.erasingUntil) throw new UnauthorizedException(ACCOUNT_DELETION_MESSAGES.beingErased);
    // A parent's "no" is final: the account only waits for the erasure job.
    if (user.parentalAgreement?.status === 'declined') throw new UnauthorizedException(PARENTAL_AGREEMENT_MESSAGES.declinedSignIn);
    if (!user.deletionDueAt) return false;
    if (await this.deletionRecords.cancelDeletion(user._id)) return true;
    // Another sign-in cancelled it first, or the erasure claimed the account meanwhile.
    const now = await this.users.findById(user._id.toString());
    if (!now || now.erasingUntil) throw new UnauthorizedException(ACCOUNT_DELETION_MESSAGES.beingErased);
    return false;
  }
}
