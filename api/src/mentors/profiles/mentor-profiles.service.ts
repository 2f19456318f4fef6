import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { isValidObjectId, Model, Types } from 'mongoose';
import { MentorProfile, type MentorProfileRecord } from '../schemas/mentor-profile.schema';

export const NO_MENTOR = 'There is no mentor with this id';

/** Owns the `mentorprofiles` collection inside the mentors module. */
@Injectable()
export class MentorProfilesService {
  constructor(@InjectModel(MentorProfile.name) private readonly profiles: Model<MentorProfile>) {}

  ofUser(userId: string | Types.ObjectId): Promise<MentorProfileRecord | null> {
    if (!isValidObjectId(userId)) return Promise.resolve(null);
    return this.profiles.findOne({ user: userId }).lean<MentorProfileRecord>().exec();
  }

  /** Listed mentors (not suspended) of one track, or of every track. */
  listed(fieldId?: string): Promise<MentorProfileRecord[]> {
    const filter = fieldId ? { suspended: false, fields: new Types.ObjectId(fieldId) } : { suspended: false, 'fields.0': mongoose.trusted({ $exists: true }) };
    return this.profiles.find(filter).lean<MentorProfileRecord[]>().exec();
  }

  /** Made on approval (or again on a retried approval): the tracks are the application's. */
  async ensure(userId: Types.ObjectId, fieldIds: readonly string[]): Promise<void> {
    await this.profiles.updateOne(
      { user: userId },
      { $set: { fields: fieldIds.map((id) => new Types.ObjectId(id)) }, $setOnInsert: { suspended: false, slots: [], blockedDates: [], revision: 0 } },
      { upsert: true },
    );
  }

  async setSuspended(userId: string, suspended: boolean): Promise<void> {
    if (!isValidObjectId(userId)) throw new NotFoundException(NO_MENTOR);
    const result = await this.profiles.updateOne({ user: userId }, { $set: { suspended } });
    if (result.matchedCount === 0) throw new NotFoundException(NO_MENTOR);
  }
}
