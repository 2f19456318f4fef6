import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { BOOKING_HOLD_MINUTES, BOOKING_MESSAGES, MEETING_LENGTH_MINUTES } from '@trail/shared';
import mongoose, { type Connection, type Model, type PipelineStage, Types } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { withTransaction } from '../database/with-transaction';
import { TakenTimes } from '../mentors/discovery/taken-times';
import type { ChosenHour } from './booking-selection';
import { MeetingRecord } from './schemas/meeting.schema';

export interface NewHolds {
  mentorId: string;
  menteeId: string;
  paymentReference: string;
  purpose: string;
  hours: readonly ChosenHour[];
}

const RELEASE = { $set: { status: 'released' }, $unset: { active: 1, holdExpiresAt: 1 } } as const;

/** A hold still counts until its time is up; after that it is free, whether or not the job has released it yet. */
const lapsed = (now: Date) => ({ status: 'held' as const, holdExpiresAt: mongoose.trusted({ $lt: now }) });

/** Holding chosen hours while their payment is made, and letting go of holds nobody paid for. */
@Injectable()
export class HoldsService implements OnModuleInit {
  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    @InjectConnection() private readonly connection: Connection,
    private readonly taken: TakenTimes,
  ) {}

  async onModuleInit(): Promise<void> {
    // The unique index is the guard, so it must exist before the first hold is written.
    await this.meetings.init();
    this.taken.use((localField, as, from, until) => this.takenLookup(localField, as, from, until));
  }

  /**
   * Holds every hour or none: lapsed holds of these hours are released first, then one document per
   * hour is inserted. The partial unique index on (mentor, startsAt) is the guard: a second hold of an
   * active hour fails with a duplicate key, however many requests race (decision 0040).
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
    try {
      await withTransaction(this.connection, async (session) => {
        await this.meetings.updateMany({ mentor, startsAt: mongoose.trusted({ $in: startsAt }), ...lapsed(now) }, RELEASE, { session });
        await this.meetings.insertMany(documents, { session });
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(BOOKING_MESSAGES.slotJustTaken);
      throw error;
    }
    return holdExpiresAt;
  }

  /** The payment could not start: its hours are free again at once. */
  async releasePayment(paymentReference: string): Promise<void> {
    await this.meetings.updateMany({ paymentReference, status: 'held' }, RELEASE);
  }

  /** The job's pass: frees every hold whose time is up. Answers how many. */
  async releaseLapsed(now = new Date()): Promise<number> {
    return (await this.meetings.updateMany(lapsed(now), RELEASE)).modifiedCount;
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
