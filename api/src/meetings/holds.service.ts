import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { BOOKING_HOLD_MINUTES, BOOKING_MESSAGES, MEETING_LENGTH_MINUTES } from '@trail/shared';
import mongoose, { type Connection, type Model, type PipelineStage, Types } from 'mongoose';
import { isDuplicateKey, withTransaction } from '../platform/database';
import { TakenTimes } from '../mentors';
import type { ChosenHour } from './booking-selection';
import { HoldAllowance } from './hold-allowance';
import { MeetingRecord } from './schemas/meeting.schema';

/** Where a learner's hold stands when they press Pay (HoldsService.claimPayment). */
export type HoldPayment =
  | { state: 'claimed'; mentorId: Types.ObjectId; hours: number }
  | { state: 'started'; checkoutUrl?: string }
  | { state: 'ended' }
  | { state: 'paid' }
  | { state: 'missing' };

export interface NewHolds {
  mentorId: string;
  menteeId: string;
  paymentReference: string;
  purpose: string;
  hours: readonly ChosenHour[];
}

const RELEASE = { $set: { status: 'released' }, $unset: { active: 1, holdExpiresAt: 1 } } as const;

/** Released because it ended unpaid: `lapsedAt` is when (its expiry, or `now` if Paystack said so sooner), for the hold limits. */
const releasedUnpaid = (now: Date) => [
  { $set: { status: 'released', lapsedAt: { $min: ['$holdExpiresAt', now] } } },
  { $unset: ['active', 'holdExpiresAt'] },
];

/** A hold still counts until its time is up; after that it is free, whether or not the job has released it yet. */
const lapsed = (now: Date) => ({ status: 'held' as const, holdExpiresAt: mongoose.trusted({ $lt: now }) });

/** Holding chosen hours while their payment is made, and letting go of holds nobody paid for. */
@Injectable()
export class HoldsService implements OnModuleInit {
  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    @InjectConnection() private readonly connection: Connection,
    private readonly taken: TakenTimes,
    private readonly allowance: HoldAllowance,
  ) {}

  async onModuleInit(): Promise<void> {
    // The unique index is the guard, so it must exist before the first hold is written.
    await this.meetings.init();
    this.taken.use((localField, as, from, until) => this.takenLookup(localField, as, from, until));
  }

  /**
   * Holds every hour or none: the learner's hold limits are checked (decision 0075), lapsed holds of
   * these hours are released, then one document per hour is inserted. The partial unique index on
   * (mentor, startsAt) is the guard: a second hold of an active hour fails with a duplicate key, however
   * many requests race (decision 0040).
   */
  async hold(holds: NewHolds, now = new Date()): Promise<Date> {
    const holdExpiresAt = new Date(now.getTime() + BOOKING_HOLD_MINUTES * 60_000);
    const mentor = new Types.ObjectId(holds.mentorId);
    const startsAt = holds.hours.map((hour) => hour.startsAt);
    const documents = holds.hours.map((hour) => ({
      mentor,
      mentee: new Types.ObjectId(holds.menteeId),
      slotId: new Types.ObjectId(hour.slotId),
      startsAt: hour.startsAt,
      endsAt: new Date(hour.startsAt.getTime() + MEETING_LENGTH_MINUTES * 60_000),
      status: 'held',
      active: true,
      holdExpiresAt,
      paymentReference: holds.paymentReference,
      purpose: holds.purpose,
    }));
    await this.allowance.open(holds.menteeId, now);
    try {
      await withTransaction(this.connection, async (session) => {
        await this.allowance.admit(session, holds.menteeId, holds.hours.length, now);
        await this.meetings.updateMany({ mentor, startsAt: mongoose.trusted({ $in: startsAt }), ...lapsed(now) }, releasedUnpaid(now), { session, updatePipeline: true });
        await this.meetings.insertMany(documents, { session });
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(BOOKING_MESSAGES.slotJustTaken);
      throw error;
    }
    return holdExpiresAt;
  }

  /**
   * The Pay press on the caller's own hold: claims its one Paystack transaction while the hold is live.
   * The claim is a conditional write on the hold's first hour, so two presses cannot both start one.
   */
  async claimPayment(paymentReference: string, learnerId: string, now = new Date()): Promise<HoldPayment> {
    const hours = await this.meetings
      .find({ paymentReference, mentee: new Types.ObjectId(learnerId) }, { mentor: 1, status: 1, holdExpiresAt: 1, payStartedAt: 1, checkoutUrl: 1 })
      .sort({ _id: 1 })
      .lean()
      .exec();
    const [first] = hours;
    if (!first) return { state: 'missing' };
    if (hours.some((hour) => hour.status === 'booked' || hour.status === 'cancelled')) return { state: 'paid' };
    const started = hours.find((hour) => hour.payStartedAt);
    if (started) return started.status === 'held' ? { state: 'started', checkoutUrl: started.checkoutUrl } : { state: 'ended' };
    const claimed = await this.meetings.updateOne(
      { _id: first._id, status: 'held', holdExpiresAt: mongoose.trusted({ $gte: now }), payStartedAt: mongoose.trusted({ $exists: false }) },
      { $set: { payStartedAt: now } },
    );
    if (claimed.modifiedCount === 1) return { state: 'claimed', mentorId: first.mentor, hours: hours.length };
    // Lost the claim to a second press, or the hold ended.
    const again = await this.meetings.findById(first._id, { status: 1, payStartedAt: 1, checkoutUrl: 1 }).lean().exec();
    return again?.status === 'held' && again.payStartedAt ? { state: 'started', checkoutUrl: again.checkoutUrl } : { state: 'ended' };
  }

  /** The started checkout's page, for a second press of Pay. */
  async keepCheckoutUrl(paymentReference: string, checkoutUrl: string): Promise<void> {
    await this.meetings.updateMany({ paymentReference }, { $set: { checkoutUrl } });
  }

  /** Paystack could not start the payment: its hours are free again at once, and that is not the learner's lapse. */
  async releaseUnstarted(paymentReference: string): Promise<void> {
    await this.meetings.updateMany({ paymentReference, status: 'held' }, RELEASE);
  }

  /** Paystack reported the checkout failed or abandoned: its hours are free again at once, a lapse of the learner's. */
  async releaseUnpaid(paymentReference: string, now = new Date()): Promise<void> {
    await this.meetings.updateMany({ paymentReference, status: 'held' }, releasedUnpaid(now), { updatePipeline: true });
  }

  /** The job's pass: frees every hold whose time is up. Answers how many. */
  async releaseLapsed(now = new Date()): Promise<number> {
    return (await this.meetings.updateMany(lapsed(now), releasedUnpaid(now), { updatePipeline: true })).modifiedCount;
  }

  /**
   * Booked hours, hours their mentor cancelled and live holds in [from, until], as a $lookup on a mentor
   * list's or page's own read (`localField` holds the mentor's user id): one round trip.
   */
  takenLookup(localField: string, as: string, from: Date, until: Date, now = new Date()): PipelineStage.Lookup {
    return {
      $lookup: {
        from: this.meetings.collection.collectionName,
        localField,
        foreignField: 'mentor',
        pipeline: [
          // A meeting its mentor cancelled stays active: that hour is closed for good (decision 0042).
          { $match: { active: true, startsAt: { $gte: from, $lte: until }, $or: [{ status: { $in: ['booked', 'cancelled'] } }, { holdExpiresAt: { $gte: now } }] } },
          { $project: { _id: 0, startsAt: 1 } },
        ],
        as,
      },
    };
  }
}
