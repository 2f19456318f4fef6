import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { isValidObjectId, Model, type PipelineStage, type Types } from 'mongoose';
import { User } from './schemas/user.schema';
import type { UserRecord } from './user-record';

/** What anyone may see of a user who is a mentor, as the users collection holds it. */
export type PublicProfileRecord = Pick<UserRecord, '_id' | 'firstName' | 'lastName' | 'username' | 'profileImgUrl' | 'tag' | 'bio' | 'role'>;
const PUBLIC_PROFILE = { firstName: 1, lastName: 1, username: 1, profileImgUrl: 1, tag: 1, bio: 1, role: 1 } as const;
export type PublicMentorAccount = PublicProfileRecord & { leaving: boolean };
export type MentorForBooking = Pick<UserRecord, '_id' | 'firstName' | 'lastName' | 'deletionDueAt'>;

/** The public fields of accounts (names, photo, title, bio, role): mentor pages and lists, the other side of a meeting. */
@Injectable()
export class PublicProfileRecords {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /**
   * The public fields of the mentor with this username, with other modules' rows joined by their
   * `$lookup` stages (the account's id is `_id`): a mentor page is one round trip (decision 0028).
   * `leaving`: they asked for their account's deletion and take no new bookings (decision 0050).
   */
  async publicMentorByUsername<Joined>(username: string, joins: PipelineStage[]): Promise<(PublicMentorAccount & Joined) | null> {
    const [mentor] = await this.users
      .aggregate<PublicMentorAccount & Joined>([
        { $match: { username: username.trim().toLowerCase(), role: 'mentor' } },
        { $limit: 1 },
        { $project: { ...PUBLIC_PROFILE, leaving: { $toBool: { $ifNull: ['$deletionDueAt', false] } } } },
        ...joins,
      ])
      .exec();
    return mentor ?? null;
  }

  /** The mentor a learner is booking: their name, and whether they asked for their account's deletion (then no new bookings). */
  findMentorForBooking(id: string): Promise<MentorForBooking | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.users.findOne({ _id: id, role: 'mentor' }, { firstName: 1, lastName: 1, deletionDueAt: 1 }).lean<MentorForBooking>().exec();
  }

  /** Public fields only, of the accounts with these ids that are mentors now. */
  findPublicMentors(ids: readonly Types.ObjectId[]): Promise<PublicProfileRecord[]> {
    return this.users
      .find({ _id: mongoose.trusted({ $in: ids }), role: 'mentor' }, PUBLIC_PROFILE)
      .lean<PublicProfileRecord[]>()
      .exec();
  }

  /**
   * A $lookup that joins the public fields of the mentor account whose id is in `localField` (0 or 1
   * row, as `as`), so a mentor list stays one round trip (decision 0057) and this module the only one
   * that knows its collection (STYLE 11).
   */
  publicMentorLookup(localField: string, as: string): PipelineStage.Lookup {
    return {
      $lookup: {
        from: this.users.collection.collectionName,
        localField,
        foreignField: '_id',
        // A mentor who asked for their account's deletion is not listed (decision 0050).
        pipeline: [{ $match: { role: 'mentor', deletionDueAt: { $exists: false } } }, { $project: PUBLIC_PROFILE }],
        as,
      },
    };
  }

  /** Public fields only, of the accounts with these ids, whatever their role: the other side of a meeting. */
  findPublicProfiles(ids: readonly Types.ObjectId[]): Promise<PublicProfileRecord[]> {
    return this.users.find({ _id: mongoose.trusted({ $in: ids }) }, PUBLIC_PROFILE).lean<PublicProfileRecord[]>().exec();
  }
}
