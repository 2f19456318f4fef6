import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ageGroup, type BirthMonthResponse, MINIMUM_AGE, PARENTAL_AGREEMENT_MESSAGES as M } from '@trail/shared';
import { type DeletionReason, DeletionRequests } from '../../account-deletion';
import { ParentalAgreementRecords, type UserRecord, UsersService } from '../../users';
import type { BirthMonthDto } from './birth-month.dto';
import { ParentalAgreementService } from './parental-agreement.service';

const TOO_YOUNG: DeletionReason = {
  why: `You told us you are under ${MINIMUM_AGE}. ${M.tooYoungToKeep}.`,
  ifWrong: 'If you chose the wrong month or year, sign in before then and give your month of birth again.',
};

/**
 * Accounts made before sign-up asked (decision 0058) give their month of birth once, and the answer
 * means what it means at sign-up: 13–17 awaiting a parent's agreement; under 13, Trail may not keep
 * the account, so it is deleted as its owner could ask for (decision 0061, amended).
 */
@Injectable()
export class BirthMonthService {
  constructor(
    private readonly parents: ParentalAgreementService,
    private readonly records: ParentalAgreementRecords,
    private readonly users: UsersService,
    private readonly deletions: DeletionRequests,
  ) {}

  async record(userId: string, dto: BirthMonthDto, now = new Date()): Promise<BirthMonthResponse> {
    const account = await this.users.findById(userId);
    if (!account) throw new NotFoundException('This account no longer exists');
    if (account.birthMonth) throw new ConflictException(M.birthMonthRecorded);
    if (ageGroup(dto.birthMonth, now) === 'too-young') return this.deleteTooYoung(account, now);
    const needsParent = this.parents.checkAge(dto.birthMonth, { email: account.email, parentEmail: dto.parentEmail, needParentEmail: true }, now);
    const parentEmail = needsParent ? dto.parentEmail : undefined;
    if (parentEmail) await this.parents.takeMailBudget(parentEmail, userId);
    const link = parentEmail ? this.parents.newLink() : undefined;
    const updated = await this.records.recordBirthMonth(userId, dto.birthMonth, link && parentEmail ? { parentEmail, ...link } : undefined);
    if (!updated) throw new ConflictException(M.birthMonthRecorded);
    if (link && parentEmail) this.parents.sendInBackground(updated, parentEmail, link.raw);
    return { user: this.users.toPublic(updated) };
  }

  /**
   * The answer itself is not stored: the account is the child's data, and it goes. The deletion of
   * decision 0050 (every session ends now, erased after the grace period) leaves a slip of the year
   * undone by signing in again, after which the question is asked again.
   */
  private deleteTooYoung(account: UserRecord, now: Date): Promise<BirthMonthResponse> {
    return this.deletions.schedule(account._id.toString(), now, TOO_YOUNG);
  }
}
