import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { User as PublicUser } from '@trail/shared';
import mongoose, { isValidObjectId, Model, type PipelineStage, type Types } from 'mongoose';
import { User, UserSchema } from './schemas/user.schema';
import type { UserRecord } from './user-record';

/** Older code could store null (e.g. `username: null`); the API answers such a field as absent. */
const textOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** An aggregation skips the schema's `select: false`: the same fields, left out by hand (read once, the schema is fixed). */
const HIDDEN_FIELDS: Record<string, 0> = Object.fromEntries(
  Object.entries(UserSchema.paths)
    .filter(([, path]) => path.options.select === false)
    .map(([name]) => [name, 0]),
);

/**
 * A user by id, and the user as the API shows it to its owner. The other readers and writers of the
 * `users` collection are narrow providers beside this one, one per kind of caller (decision 0018,
 * amended): `AccountRecords`, `PasswordResetRecords`, `DeletionRecords`, `SessionAccountRecords`,
 * `ReferralRecords`, `PublicProfileRecords`, `ContactRecords`, `ReminderRecords`, `ParentalAgreementRecords`.
 */
@Injectable()
export class UsersService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  findById(id: string): Promise<UserRecord | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.users.findById(id).lean<UserRecord>().exec();
  }

  /** As `findById`, with other modules' rows joined by their `$lookup` stages: one round trip (decision 0028). */
  async findByIdJoined<Joined>(id: string, joins: PipelineStage[]): Promise<(UserRecord & Joined) | null> {
    if (!isValidObjectId(id)) return null;
    const [user] = await this.users
      .aggregate<UserRecord & Joined>([{ $match: { _id: new mongoose.Types.ObjectId(id) } }, { $project: HIDDEN_FIELDS }, ...joins])
      .exec();
    return user ?? null;
  }

  /**
   * What the booking wizard asked: the title and bio as given, and the referrer only if the account has
   * none yet (one update; the referrer never changes once set). Answers whether the referrer was set now.
   */
  async keepBookingProfile(userId: string, profile: { tag?: string; bio?: string; referrer?: UserRecord }): Promise<boolean> {
    const { tag, bio, referrer } = profile;
    // In an update pipeline a string starting with `$` is a field path ("$password" would copy the hash):
    // every value from the request is a $literal (security review M1).
    const set: Record<string, unknown> = { ...(tag ? { tag: { $literal: tag } } : {}), ...(bio ? { bio: { $literal: bio } } : {}) };
    if (referrer) {
      set.referredBy = { $ifNull: ['$referredBy', referrer._id] };
      set.refCode = { $ifNull: ['$refCode', { $literal: referrer.code }] };
    }
    if (Object.keys(set).length === 0) return false;
    const before = await this.users
      .findOneAndUpdate({ _id: new mongoose.Types.ObjectId(userId) }, [{ $set: set }], { returnDocument: 'before', projection: { referredBy: 1 }, updatePipeline: true })
      .lean<{ referredBy?: Types.ObjectId }>()
      .exec();
    return Boolean(referrer && before && !before.referredBy);
  }

  /** The user as the API shows it to its owner: never the password or reset fields. */
  toPublic(user: UserRecord): PublicUser {
    return {
      _id: user._id.toString(),
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      username: textOrUndefined(user.username),
      profileImgUrl: textOrUndefined(user.profileImgUrl),
      tag: textOrUndefined(user.tag),
      bio: textOrUndefined(user.bio),
      clarity: textOrUndefined(user.clarity),
      phone: textOrUndefined(user.phone),
      phoneVerified: Boolean(user.phone && user.phoneVerifiedAt),
      timezone: textOrUndefined(user.timezone),
      role: user.role,
      code: textOrUndefined(user.code),
      referred: user.referred,
      extension: user.extension,
      reminder: { gmail: Boolean(user.reminder?.gmail), whatsapp: Boolean(user.reminder?.whatsapp) },
      emailVerified: Boolean(user.emailVerified),
      google: Boolean(user.googleId),
      birthMonth: textOrUndefined(user.birthMonth),
      parentalAgreement: user.parentalAgreement
        ? {
            status: user.parentalAgreement.status,
            parentEmail: user.parentalAgreement.parentEmail,
            decidedAt: user.parentalAgreement.decidedAt?.toISOString(),
            method: user.parentalAgreement.method,
          }
        : undefined,
      createdAt: new Date(user.createdAt).toISOString(),
    };
  }
}
