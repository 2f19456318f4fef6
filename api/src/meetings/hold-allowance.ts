import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { BOOKING_LIMITS, holdLimitProblem, type HoldHistory } from '@trail/shared';
import mongoose, { type ClientSession, type Model, Types } from 'mongoose';
import { isDuplicateKey } from '../platform/database';
import { TooManyRequestsError } from '../platform/throttling';
import { HoldGate } from './schemas/hold-gate.schema';
import { MeetingRecord } from './schemas/meeting.schema';

const HOUR_MS = 3_600_000;

type HeldHour = Pick<MeetingRecord, 'paymentReference' | 'status' | 'holdExpiresAt' | 'lapsedAt'>;

/** Per booking request (payment reference): live and unpaid, or when it ended unpaid. */
function historyOf(hours: readonly HeldHour[], now: Date): HoldHistory {
  const byReference = new Map<string, { live: boolean; endedAt: number; liveUntil: number }>();
  for (const hour of hours) {
    const end = (hour.status === 'held' ? hour.holdExpiresAt : hour.lapsedAt)?.getTime();
    if (end === undefined) continue;
    const live = hour.status === 'held' && end >= now.getTime();
    const seen = byReference.get(hour.paymentReference) ?? { live: false, endedAt: Infinity, liveUntil: 0 };
    byReference.set(hour.paymentReference, { live: seen.live || live, endedAt: Math.min(seen.endedAt, end), liveUntil: live ? Math.max(seen.liveUntil, end) : seen.liveUntil });
  }
  const requests = [...byReference.values()];
  return {
    unpaidHoldsEndAt: requests.filter((one) => one.live).map((one) => new Date(one.liveUntil)),
    lapsedAt: requests.filter((one) => !one.live).map((one) => new Date(one.endedAt)),
  };
}

/**
 * The hold limits (security review M4, decision 0075), checked inside the hold's transaction: the
 * learner's gate is written first, so their parallel holds conflict and are counted one after another.
 */
@Injectable()
export class HoldAllowance {
  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    @InjectModel(HoldGate.name) private readonly gates: Model<HoldGate>,
  ) {}

  /** Outside any transaction: a first insert of the gate inside one could fail on the key instead of conflicting. */
  async open(learnerId: string, now: Date): Promise<void> {
    try {
      await this.gates.updateOne({ _id: new Types.ObjectId(learnerId) }, { $setOnInsert: { lastHoldAt: now } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** Throws the limit that refuses `hours` more hours now (400 too many at once, 429 with Retry-After otherwise). */
  async admit(session: ClientSession, learnerId: string, hours: number, now: Date): Promise<void> {
    const learner = new Types.ObjectId(learnerId);
    await this.gates.updateOne({ _id: learner }, { $set: { lastHoldAt: now } }, { session });
    const since = new Date(now.getTime() - BOOKING_LIMITS.lapseWindowHours * HOUR_MS);
    const recent = await this.meetings
      .find(
        {
          mentee: learner,
          $or: [
            { status: 'held', holdExpiresAt: mongoose.trusted({ $gt: since }) },
            // A late payment that found its hour taken was paid, and refunded: not a lapse.
            { status: 'released', lapsedAt: mongoose.trusted({ $gt: since }), lateRefund: mongoose.trusted({ $ne: true }) },
          ],
        },
        { paymentReference: 1, status: 1, holdExpiresAt: 1, lapsedAt: 1 },
      )
      .session(session)
      .lean<HeldHour[]>()
      .exec();
    const problem = holdLimitProblem(hours, historyOf(recent, now), now);
    if (!problem) return;
    if (!problem.retryAt) throw new BadRequestException(problem.message);
    throw new TooManyRequestsError(problem.message, Math.ceil((problem.retryAt.getTime() - now.getTime()) / 1000));
  }

  /** Account deletion: the gate names the learner. */
  async forget(learnerId: Types.ObjectId): Promise<void> {
    await this.gates.deleteOne({ _id: learnerId });
  }
}
