import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import mongoose, { type Connection, type Model, Types } from 'mongoose';
import { errorMessage } from '../../platform/errors';
import { ACCOUNTS } from '../ledger/ledger-accounts';
import { LedgerService } from '../ledger/ledger.service';
import { withdrawalMovement, withdrawalReversedMovement, withdrawalSettledMovement } from '../ledger/money-movements';
import type { WithdrawalsPage } from '@trail/shared';
import { Withdrawal, type WithdrawalDocument, type WithdrawalStatus } from './schemas/withdrawal.schema';
import { toWithdrawalView } from './withdrawal-view.mapper';
import { TRANSFER_GATEWAY, type TransferGateway, type TransferState } from './transfer-gateway';

/** After this many attempts that never reached the provider, a claim is given back to the mentor. */
const MAX_ATTEMPTS = 5;

export interface RecoveryReport {
  retried: number;
  settled: number;
  reversed: number;
}

/**
 * Withdrawals, claim then act: the balance is debited together with the claim in one transaction,
 * then Paystack is asked to transfer under the claim's unique reference, then its word settles the
 * claim or puts the money back — once, however often and in whatever order that word arrives.
 */
@Injectable()
export class WithdrawalsService {
  private readonly logger = new Logger('Withdrawals');

  constructor(
    @InjectModel(Withdrawal.name) private readonly withdrawals: Model<Withdrawal>,
    private readonly ledger: LedgerService,
    @Inject(TRANSFER_GATEWAY) private readonly gateway: TransferGateway,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** Throws InsufficientBalanceError (nothing claimed) when the balance is short. */
  /** The references of every withdrawal of this account (account deletion redacts what Paystack sent about them). */
  async referencesOf(userId: Types.ObjectId): Promise<string[]> {
    return (await this.withdrawals.find({ user: userId }, { reference: 1 }).lean()).map((one) => one.reference);
  }

  async withdraw(userId: string, amountKobo: number, recipientCode: string): Promise<WithdrawalDocument> {
    const reference = `wd_${new Types.ObjectId().toHexString()}`;
    const movement = withdrawalMovement(reference, userId, amountKobo);
    await this.ledger.openAccountsFor([movement]);
    await this.connection.transaction(async (session) => {
      await this.withdrawals.create([{ user: new Types.ObjectId(userId), reference, amountKobo, recipientCode }], { session });
      await this.ledger.postIn(session, [movement]);
    });
    await this.send(reference);
    return (await this.withdrawals.findOne({ reference }))!;
  }

  /** The mentor's withdrawals, newest first; `before` is the last `_id` of the previous page. */
  async pageOf(userId: string, page: { limit: number; before?: string }): Promise<WithdrawalsPage> {
    const found = await this.withdrawals
      .find({ user: new Types.ObjectId(userId), ...(page.before ? { _id: mongoose.trusted({ $lt: new Types.ObjectId(page.before) }) } : {}) })
      .sort({ _id: -1 })
      .limit(page.limit + 1)
      .lean();
    return { withdrawals: found.slice(0, page.limit).map(toWithdrawalView), hasMore: found.length > page.limit };
  }

  /** Paystack's word on a transfer (webhook, or the recovery job asking). */
  async onTransferOutcome(reference: string, state: TransferState, reason?: string): Promise<void> {
    if (state === 'pending') return;
    const target: WithdrawalStatus = state === 'success' ? 'settled' : 'reversed';
    // A success can still be reversed later by the bank; nothing follows a reversal.
    const from: WithdrawalStatus[] = target === 'settled' ? ['claimed', 'sent'] : ['claimed', 'sent', 'settled'];
    const movementFor = (before: WithdrawalDocument) =>
      target === 'settled'
        ? withdrawalSettledMovement(reference, before.amountKobo)
        : withdrawalReversedMovement(reference, before.user.toString(), before.amountKobo, before.status === 'settled' ? ACCOUNTS.bank : ACCOUNTS.payoutsPending);
    const moved = await this.connection.transaction(async (session) => {
      const before = await this.withdrawals.findOneAndUpdate(
        { reference, status: mongoose.trusted({ $in: from }) },
        { $set: { status: target, ...(target === 'reversed' ? { outcome: state } : {}), ...(reason ? { failureReason: reason } : {}) } },
        { session, new: false },
      );
      if (before) await this.ledger.postIn(session, [movementFor(before)]);
      return before !== null;
    });
    if (!moved && state === 'success') await this.flagLateSuccess(reference);
  }

  /**
   * Paystack says it paid a transfer whose money was already given back to the mentor as failed (the recovery
   * job gave up on it, or Paystack said failed first): the mentor may be paid twice (review L14). A success
   * after a bank's reversal is only late news: that money came back to Trail.
   * Nothing is posted, since the mentor may have withdrawn it again; the claim is marked once and an error
   * logged, for an operator to settle with Paystack and the mentor (decision 0077).
   */
  private async flagLateSuccess(reference: string): Promise<void> {
    const flagged = await this.withdrawals.findOneAndUpdate(
      { reference, status: 'reversed', outcome: 'failed', lateSuccessAt: mongoose.trusted({ $exists: false }) },
      { $set: { lateSuccessAt: new Date() } },
      { returnDocument: 'after' },
    );
    if (!flagged) return;
    this.logger.error(
      `Transfer ${reference} succeeded after it was given back: ${flagged.amountKobo} kobo may have been paid twice to user ${flagged.user.toString()}; settle it with Paystack and the mentor`,
    );
  }

  /**
   * Finishes what a crash or a lost webhook left: claims that may never have reached Paystack are
   * asked about and retried under the same reference (or given back), and transfers Paystack has
   * held for long are asked about. Run by one instance at a time (withdrawals.scheduler.ts).
   */
  async recover(now: Date, staleAfterMs: number): Promise<RecoveryReport> {
    const report: RecoveryReport = { retried: 0, settled: 0, reversed: 0 };
    const stale = await this.withdrawals
      .find({ status: mongoose.trusted({ $in: ['claimed', 'sent'] }), updatedAt: mongoose.trusted({ $lt: new Date(now.getTime() - staleAfterMs) }) })
      .lean();
    for (const claim of stale) {
      const state = await this.gateway.transferState(claim.reference).catch(() => undefined);
      if (state === undefined) continue;
      if (state === null && claim.attempts < MAX_ATTEMPTS) {
        await this.send(claim.reference);
        report.retried += 1;
      } else if (state === null) {
        await this.onTransferOutcome(claim.reference, 'failed', 'The transfer could not be sent');
        report.reversed += 1;
      } else if (state === 'pending') {
        await this.withdrawals.updateOne({ _id: claim._id, status: 'claimed' }, { $set: { status: 'sent' } });
      } else {
        await this.onTransferOutcome(claim.reference, state);
        report[state === 'success' ? 'settled' : 'reversed'] += 1;
      }
    }
    return report;
  }

  /** Act on a claim. A failure to reach Paystack leaves the claim for the recovery job. */
  private async send(reference: string): Promise<void> {
    const claim = await this.withdrawals.findOneAndUpdate({ reference, status: 'claimed' }, { $inc: { attempts: 1 } }, { returnDocument: 'after' });
    if (!claim) return;
    try {
      const { transferCode, state } = await this.gateway.transfer({
        reference,
        amountKobo: claim.amountKobo,
        recipientCode: claim.recipientCode,
        reason: 'Trail earnings withdrawal',
      });
      await this.withdrawals.updateOne({ reference, status: 'claimed' }, { $set: { status: 'sent', transferCode } });
      await this.onTransferOutcome(reference, state);
    } catch (error) {
      this.logger.warn(`Transfer ${reference} for user ${claim.user.toString()} not sent yet: ${errorMessage(error)}`);
    }
  }
}
