import { ConflictException, ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ACCOUNT_DELETION_MESSAGES, type AccountDeletionResponse, formatNaira } from '@trail/shared';
import type { Types } from 'mongoose';
import { PasswordRecheck } from '../session';
import { MeetingsErasure } from '../meetings';
import { PaymentsErasure } from '../payments';
import { DeletionRecords, UsersService } from '../users';
import { type AccountDeletionConfig, accountDeletionConfig } from './account-deletion.config';
import { AccountErasure } from './account-erasure';
import { DeletionRequests } from './deletion-requests';

/**
 * Deleting an account (decision 0050): asked for with the password, which ends every session; erased
 * after the grace period unless its owner signs in first (AuthService cancels it then).
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    private readonly users: UsersService,
    private readonly deletionRecords: DeletionRecords,
    private readonly passwords: PasswordRecheck,
    private readonly meetings: MeetingsErasure,
    private readonly payments: PaymentsErasure,
    private readonly erasure: AccountErasure,
    private readonly requests: DeletionRequests,
    @Inject(accountDeletionConfig.KEY) private readonly config: AccountDeletionConfig,
  ) {}

  async request(userId: string, password: string, now = new Date()): Promise<AccountDeletionResponse> {
    const recheck = await this.passwords.check(userId, password);
    if (recheck === 'no-password') throw new ForbiddenException(ACCOUNT_DELETION_MESSAGES.noPassword);
    if (recheck === 'wrong') throw new ForbiddenException(ACCOUNT_DELETION_MESSAGES.wrongPassword);
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('This account no longer exists');
    await this.refuseWhileBlocked(user._id, now);

    return this.requests.schedule(userId, now);
  }

  /**
   * Erases every account whose grace period is over, one claim at a time. An account with a meeting
   * still to come (booked during the grace period), a reported problem not yet decided, or pending
   * earnings waits for a later run; its claim is given back.
   */
  async eraseDue(now = new Date()): Promise<{ erased: number; waiting: number }> {
    const waiting: Types.ObjectId[] = [];
    let erased = 0;
    for (let user = await this.deletionRecords.claimDueDeletion(now, this.config.leaseMs); user; user = await this.deletionRecords.claimDueDeletion(now, this.config.leaseMs, waiting)) {
      // Money that came in during the grace period (a referral share, a withdrawal Paystack reversed) is the
      // person's: erasing their bank details with it would leave it owed to nobody (security review L8).
      const money = await this.payments.moneyLeft(user._id);
      if (money.withdrawableKobo > 0) {
        this.logger.warn(`Account ${user._id.toString()} is due for erasure with ${money.withdrawableKobo} kobo to withdraw: it waits (signing in cancels the deletion)`);
      }
      if (
        (await this.meetings.upcomingCount(user._id, now)) > 0 ||
        (await this.meetings.undecidedDisputeCount(user._id)) > 0 ||
        money.pendingKobo > 0 ||
        money.withdrawableKobo > 0
      ) {
        await this.deletionRecords.releaseDeletionClaim(user._id);
        waiting.push(user._id);
        continue;
      }
      await this.erasure.erase(user);
      erased += 1;
    }
    return { erased, waiting: waiting.length };
  }

  private async refuseWhileBlocked(userId: Types.ObjectId, now: Date): Promise<void> {
    const { withdrawableKobo, pendingKobo } = await this.payments.moneyLeft(userId);
    if (withdrawableKobo > 0) throw new ConflictException(ACCOUNT_DELETION_MESSAGES.balanceLeft(formatNaira(withdrawableKobo)));
    if (pendingKobo > 0) throw new ConflictException(ACCOUNT_DELETION_MESSAGES.pendingLeft(formatNaira(pendingKobo)));
    const upcoming = await this.meetings.upcomingCount(userId, now);
    if (upcoming > 0) throw new ConflictException(ACCOUNT_DELETION_MESSAGES.upcomingMeetings(upcoming));
    if ((await this.meetings.undecidedDisputeCount(userId)) > 0) throw new ConflictException(ACCOUNT_DELETION_MESSAGES.undecidedDispute);
    if (await this.payments.renewingSubscription(userId)) throw new ConflictException(ACCOUNT_DELETION_MESSAGES.payMonthly);
  }
}
