import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { PendingEarning } from '@trail/shared';
import mongoose, { type ClientSession, type Connection, type Model, Types } from 'mongoose';
import { withTransaction } from '../../platform/database';
import type { HeldSession } from '../checkout/payment-purposes';
import { userOfEarnings } from '../ledger/ledger-accounts';
import { LedgerService } from '../ledger/ledger.service';
import type { Movement } from '../ledger/movement';
import { earnerOfCredit } from '../ledger/movement-terms';
import { EarningHold, type EarningHoldStatus } from './schemas/earning-hold.schema';

/** Money still in the earners' pending accounts: waiting for its date, or for a dispute's decision. */
const UNSETTLED: EarningHoldStatus[] = ['pending', 'disputed'];

/** The most sessions one pass of the job releases; the next pass takes the rest. */
const RELEASE_BATCH = 200;

/**
 * Holds a paid session's earnings in the earners' pending accounts until the session has ended and its
 * dispute window has passed, then releases them to their earnings accounts (decision 0073). The ledger
 * holds the money; this keeps the schedule, and claims each release or reversal once.
 */
@Injectable()
export class EarningsReleaseService {
  private readonly logger = new Logger('EarningsRelease');

  constructor(
    @InjectModel(EarningHold.name) private readonly holds: Model<EarningHold>,
    @InjectConnection() private readonly connection: Connection,
    private readonly ledger: LedgerService,
  ) {}

  /** Inside the transaction that confirms a payment for sessions: one hold per session, with the shares the ledger credited. */
  async recordIn(session: ClientSession, paymentReference: string, sessions: readonly HeldSession[], movements: readonly Movement[]): Promise<void> {
    const docs = sessions.map(({ part, amountKobo, releaseAt }) => ({
      paymentReference,
      part,
      amountKobo,
      releaseAt,
      status: 'pending' as const,
      shares: movements.flatMap((movement) => {
        const label = earnerOfCredit(movement);
        if (!label || !movement.reference.startsWith(`${paymentReference}:${part}:`)) return [];
        return [{ user: new Types.ObjectId(userOfEarnings(movement.credit)), label, amountKobo: movement.amountKobo }];
      }),
    }));
    await this.holds.insertMany(docs, { session });
  }

  /**
   * Inside the transaction that refunds `part` of a payment: a session refunded in full (or the whole
   * payment, under a part no session has) leaves nothing to release.
   */
  async refundedIn(session: ClientSession, paymentReference: string, part: string, amountKobo: number): Promise<void> {
    const held = await this.holds.findOne({ paymentReference, part }, { amountKobo: 1 }, { session }).lean();
    if (held && held.amountKobo !== amountKobo) return;
    const which = held ? { paymentReference, part } : { paymentReference };
    await this.holds.updateMany({ ...which, status: mongoose.trusted({ $in: UNSETTLED }) }, { $set: { status: 'reversed', settledAt: new Date() } }, { session });
  }

  /**
   * Inside the transaction that records a reported problem: the session's earnings stop waiting for their
   * date and wait for the dispute's decision. False when they are not pending any more (released, refunded)
   * or never were (a payment from before earnings were held): then nothing can be disputed.
   */
  async disputeIn(session: ClientSession, paymentReference: string, part: string): Promise<boolean> {
    const claimed = await this.holds.updateOne({ paymentReference, part, status: 'pending' }, { $set: { status: 'disputed' } }, { session });
    return claimed.modifiedCount === 1;
  }

  /** Inside the transaction that decides a dispute for the earners: what is still pending of the session becomes withdrawable now. */
  async releaseDisputedIn(session: ClientSession, paymentReference: string, part: string, now = new Date()): Promise<boolean> {
    const claimed = await this.holds.updateOne({ paymentReference, part, status: 'disputed' }, { $set: { status: 'released', settledAt: now } }, { session });
    return claimed.modifiedCount === 1 && (await this.ledger.releaseIn(session, paymentReference, part));
  }

  /** Releases every session whose time has come, each in a transaction of its own; answers how many. */
  async releaseDue(now = new Date()): Promise<number> {
    const due = await this.holds
      .find({ status: 'pending', releaseAt: mongoose.trusted({ $lte: now }) }, { _id: 1, paymentReference: 1, part: 1 })
      .sort({ releaseAt: 1 })
      .limit(RELEASE_BATCH)
      .lean();
    let released = 0;
    for (const hold of due) {
      const moved = await withTransaction(this.connection, async (session) => {
        // The claim and the money commit together: two instances, or a retry, release once.
        const claimed = await this.holds.updateOne({ _id: hold._id, status: 'pending' }, { $set: { status: 'released', settledAt: now } }, { session });
        return claimed.modifiedCount === 1 && (await this.ledger.releaseIn(session, hold.paymentReference, hold.part));
      });
      if (moved) released += 1;
    }
    if (released > 0) this.logger.log(`Released the earnings of ${released} sessions`);
    return released;
  }

  /** The caller's pending earnings, soonest first: what each session will add to the withdrawable balance, and when. */
  async pendingOf(userId: string): Promise<PendingEarning[]> {
    const user = new Types.ObjectId(userId);
    const holds = await this.holds
      .find({ 'shares.user': user, status: mongoose.trusted({ $in: UNSETTLED }) }, { releaseAt: 1, shares: 1, status: 1 })
      .sort({ releaseAt: 1 })
      .limit(500)
      .lean();
    return holds.map(({ releaseAt, shares, status }) => ({
      amountKobo: shares.filter((share) => share.user.equals(user)).reduce((sum, share) => sum + share.amountKobo, 0),
      releaseAt: releaseAt.toISOString(),
      ...(status === 'disputed' ? { disputed: true } : {}),
    }));
  }
}
