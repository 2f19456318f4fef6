import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { NewFreeTimeSlot, WeeklySlot } from '@trail/shared';
import mongoose, { isValidObjectId, Model, type PipelineStage, Types } from 'mongoose';
import { weeklySlotsOf } from '../discovery/public-mentor.mapper';
import { MentorProfile, type MentorProfileRecord } from '../schemas/mentor-profile.schema';

export const NO_MENTOR = 'There is no mentor with this id';

/** What booking checks a chosen hour against: the mentor's weekly slots and blocked dates as they are now. */
export interface MentorAvailability {
  suspended: boolean;
  slots: WeeklySlot[];
  blockedDates: string[];
}

/** Owns the `mentorprofiles` collection inside the mentors module. */
@Injectable()
export class MentorProfilesService {
  constructor(@InjectModel(MentorProfile.name) private readonly profiles: Model<MentorProfile>) {}

  ofUser(userId: string | Types.ObjectId): Promise<MentorProfileRecord | null> {
    if (!isValidObjectId(userId)) return Promise.resolve(null);
    return this.profiles.findOne({ user: userId }).lean<MentorProfileRecord>().exec();
  }

  async availabilityOf(userId: string): Promise<MentorAvailability | null> {
    const profile = await this.ofUser(userId);
    return profile && { suspended: profile.suspended, slots: weeklySlotsOf(profile), blockedDates: profile.blockedDates };
  }

  /** The tracks a mentor is approved for and may act in; none while suspended or for a non-mentor. */
  async activeFieldsOf(userId: string): Promise<string[]> {
    const profile = await this.ofUser(userId);
    return profile && !profile.suspended ? profile.fields.map((field) => field.toString()) : [];
  }

  /** Listed mentors (not suspended) of one track, or of every track. */
  listed(fieldId?: string): Promise<MentorProfileRecord[]> {
    const filter = fieldId ? { suspended: false, fields: new Types.ObjectId(fieldId) } : { suspended: false, 'fields.0': mongoose.trusted({ $exists: true }) };
    return this.profiles.find(filter).lean<MentorProfileRecord[]>().exec();
  }

  /** Listed mentors, as `listed`, with other modules' rows joined by their `$lookup` stages: one round trip. */
  listedJoined<Joined>(fieldId: string | undefined, joins: PipelineStage[]): Promise<(MentorProfileRecord & Joined)[]> {
    const match = fieldId ? { suspended: false, fields: new Types.ObjectId(fieldId) } : { suspended: false, 'fields.0': { $exists: true } };
    return this.profiles.aggregate<MentorProfileRecord & Joined>([{ $match: match }, ...joins]).exec();
  }

  /** A $lookup joining, as `as`, the profile (0 or 1 row) of the user whose id is in `localField`. */
  ofUserLookup(localField: string, as: string): PipelineStage.Lookup {
    return { $lookup: { from: this.profiles.collection.collectionName, localField, foreignField: 'user', as } };
  }

  /** Made on approval (or again on a retried approval): the tracks are the application's. */
  async ensure(userId: Types.ObjectId, fieldIds: readonly string[]): Promise<void> {
    await this.profiles.updateOne(
      { user: userId },
      { $set: { fields: fieldIds.map((id) => new Types.ObjectId(id)) }, $setOnInsert: { suspended: false, slots: [], blockedDates: [], revision: 0 } },
      { upsert: true },
    );
  }

  /** The demo mentor's profile, made once: an existing one (maybe edited since) is left as it is. */
  async seedDemo(userId: string, fieldIds: readonly string[], slots: readonly NewFreeTimeSlot[]): Promise<boolean> {
    const result = await this.profiles.updateOne(
      { user: new Types.ObjectId(userId) },
      {
        $setOnInsert: {
          fields: fieldIds.map((id) => new Types.ObjectId(id)),
          slots: slots.map((slot) => ({ _id: new Types.ObjectId(), ...slot })),
          blockedDates: [],
          suspended: false,
          revision: 0,
          createdAt: new Date(),
          updatedAt: new Date(),
        },
      },
      // Without timestamps a seed that finds the profile writes nothing at all.
      { upsert: true, timestamps: false },
    );
    return result.upsertedCount > 0;
  }

  /** Which of these users an admin has suspended (one read). */
  async suspendedAmong(userIds: readonly Types.ObjectId[]): Promise<ReadonlySet<string>> {
    if (userIds.length === 0) return new Set();
    const found = await this.profiles
      .find({ user: mongoose.trusted({ $in: userIds }), suspended: true }, { user: 1, _id: 0 })
      .lean()
      .exec();
    return new Set(found.map((profile) => profile.user.toString()));
  }

  /** Whether an admin has suspended this user as a mentor (one read on the unique `user` index). */
  async isSuspended(userId: string): Promise<boolean> {
    if (!isValidObjectId(userId)) return false;
    return (await this.profiles.exists({ user: userId, suspended: true })) !== null;
  }

  async setSuspended(userId: string, suspended: boolean): Promise<void> {
    if (!isValidObjectId(userId)) throw new NotFoundException(NO_MENTOR);
    const result = await this.profiles.updateOne({ user: userId }, { $set: { suspended } });
    if (result.matchedCount === 0) throw new NotFoundException(NO_MENTOR);
  }
}
