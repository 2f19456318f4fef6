import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type User as PublicUser, type UserRole, usernameError } from '@trail/shared';
import mongoose, { isValidObjectId, Model, type PipelineStage, type Types } from 'mongoose';
import { type ChangeListener, isDuplicateKey, reportChanges } from '../platform/database';
import { User, UserSchema } from './schemas/user.schema';

/** Older code could store null (e.g. `username: null`); the API answers such a field as absent. */
const textOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A user as other modules see it: a plain record, never a document they could save. */
export type UserRecord = User & { _id: Types.ObjectId };

export interface NewPasswordAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  extension?: User['extension'];
  referrer?: UserRecord;
  birthMonth: string;
  /** A 13–17-year-old's account starts awaiting this parent's answer to the mailed link. */
  awaitingParent?: { parentEmail: string; tokenHash: string; expires: Date };
}

export interface NewGoogleAccount {
  email: string;
  googleId: string;
  firstName: string;
  lastName: string;
  profileImgUrl?: string;
  birthMonth: string;
  /** A 13–17-year-old's account awaits a parent, whose e-mail the learner gives once signed in. */
  awaitingParent: boolean;
}

function awaitingFields(awaiting: NewPasswordAccount['awaitingParent']) {
  if (!awaiting) return {};
  return {
    parentalAgreement: { status: 'awaiting' as const, parentEmail: awaiting.parentEmail },
    parentalAgreementToken: awaiting.tokenHash,
    parentalAgreementExpire: awaiting.expires,
  };
}

/**
 * What someone who registered an address before its owner came may have set, cleared when the owner
 * proves the address (Google sign-in, a password reset): where WhatsApp messages go, who earns the
 * referral share, and the profile (security review M3). `reminder.whatsapp` is turned off beside them.
 */
const PRE_REGISTRATION_RESIDUE = ['phone', 'phoneVerifiedAt', 'phoneCode', 'refCode', 'referredBy', 'tag', 'bio', 'clarity', 'username', 'profileImgUrl', 'avatarFile'] as const;

/** What anyone may see of a user who is a mentor, as the users collection holds it. */
export type PublicProfileRecord = Pick<UserRecord, '_id' | 'firstName' | 'lastName' | 'username' | 'profileImgUrl' | 'tag' | 'bio' | 'role'>;
const PUBLIC_PROFILE = { firstName: 1, lastName: 1, username: 1, profileImgUrl: 1, tag: 1, bio: 1, role: 1 } as const;
export type PublicMentorAccount = PublicProfileRecord & { leaving: boolean };
export type MentorForBooking = Pick<UserRecord, '_id' | 'firstName' | 'lastName' | 'deletionDueAt'>;

/** How to reach a person about their own meeting: e-mail always, WhatsApp when they opted in. */
export type ReachableUser = Pick<UserRecord, '_id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'phoneVerifiedAt' | 'reminder' | 'timezone'>;

/** What the weekly digest needs of a learner who asked for it. */
export type DigestRecipient = Pick<UserRecord, '_id' | 'email' | 'firstName' | 'phone' | 'phoneVerifiedAt' | 'reminder'>;

/**
 * The one answer to "may Trail send this person WhatsApp messages?": they opted in and proved the number
 * with a code (security review L6, decision 0079). Numbers saved before codes existed count as unverified.
 */
export function whatsAppNumberOf(user: Pick<UserRecord, 'phone' | 'phoneVerifiedAt' | 'reminder'>): string | undefined {
  return user.reminder?.whatsapp && user.phone && user.phoneVerifiedAt ? user.phone : undefined;
}

/** An aggregation skips the schema's `select: false`: the same fields, left out by hand (read once, the schema is fixed). */
const HIDDEN_FIELDS: Record<string, 0> = Object.fromEntries(
  Object.entries(UserSchema.paths)
    .filter(([, path]) => path.options.select === false)
    .map(([name]) => [name, 0]),
);

/** Told when an account's sessions end on this instance (its token version went up). */
export type SessionsEndedListener = (userId: string) => void;

/** "ada-nwosu", then "ada-nwosu-4821" on later attempts: a readable, valid, unreserved username. */
function mentorUsername(user: Pick<UserRecord, 'firstName' | 'lastName'>, attempt: number): string {
  const base = `${user.firstName}-${user.lastName}`
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 20)
    .replace(/^-+|-+$/g, '');
  const name = base.length >= 3 && !usernameError(base) ? base : 'mentor';
  return attempt === 0 && name !== 'mentor' ? name : `${name}-${Math.floor(1000 + Math.random() * 9000)}`;
}

/** The only reader and writer of the `users` collection outside the users module's own use cases. */
@Injectable()
export class UsersService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  private readonly sessionsEnded = new Set<SessionsEndedListener>();

  /** The token check's cache listens here, so this instance refuses ended sessions at once. */
  onSessionsEnded(listener: SessionsEndedListener): void {
    this.sessionsEnded.add(listener);
  }

  private endedSessionsOf(userId: string): void {
    for (const listener of this.sessionsEnded) listener(userId);
  }

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

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findOne({ email: email.trim().toLowerCase() }).lean<UserRecord>().exec();
  }

  findByGoogleId(googleId: string): Promise<UserRecord | null> {
    return this.users.findOne({ googleId }).lean<UserRecord>().exec();
  }

  findByReferralCode(code: string): Promise<UserRecord | null> {
    return this.users.findOne({ code: code.toUpperCase() }).lean<UserRecord>().exec();
  }

  /** With the password hash, which every other read leaves out. */
  findWithPassword(email: string): Promise<(UserRecord & { password?: string }) | null> {
    return this.users.findOne({ email: email.trim().toLowerCase() }).select('+password').lean<UserRecord>().exec();
  }

  /** Role and e-mail verification, as the access guard checks them on every gated request. */
  async accessOf(id: string): Promise<{ role: UserRole; emailVerified: boolean; awaitingParent: boolean } | null> {
    if (!isValidObjectId(id)) return null;
    const user = await this.users.findById(id, { role: 1, emailVerified: 1, 'parentalAgreement.status': 1 }).lean();
    if (!user) return null;
    return { role: user.role ?? 'user', emailVerified: user.emailVerified === true, awaitingParent: user.parentalAgreement?.status === 'awaiting' };
  }

  /** The version a token must carry to be accepted; null when the account is gone. */
  async tokenVersionOf(id: string): Promise<number | null> {
    if (!isValidObjectId(id)) return null;
    const user = await this.users.findById(id, { tokenVersion: 1 }).lean();
    return user ? (user.tokenVersion ?? 0) : null;
  }

  /**
   * Calls `changed(userId)` whenever a user's tokenVersion changes or the account is deleted, on any
   * instance. Needs a replica set: on a standalone mongod `ended` is called with the server's refusal.
   */
  watchTokenVersions(on: ChangeListener<string>): { close: () => Promise<void> } {
    const stream = this.users.collection.watch<User, { operationType: string; documentKey: { _id: Types.ObjectId } }>([
      {
        $match: {
          $or: [
            { operationType: { $in: ['delete', 'replace'] } },
            { 'updateDescription.updatedFields.tokenVersion': { $exists: true } },
            { operationType: { $in: ['drop', 'rename', 'dropDatabase', 'invalidate'] } },
          ],
        },
      },
      { $project: { operationType: 1, documentKey: 1 } },
    ]);
    return reportChanges(stream, { ...on, changed: (change) => on.changed(String(change.documentKey._id)) });
  }

  /** The new account, or null when the e-mail already has one (the unique index decides). */
  async createWithPassword(account: NewPasswordAccount): Promise<UserRecord | null> {
    try {
      const user = await this.users.create({
        email: account.email,
        password: account.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        extension: account.extension ?? 'inactive',
        refCode: account.referrer?.code,
        referredBy: account.referrer?._id,
        birthMonth: account.birthMonth,
        ...awaitingFields(account.awaitingParent),
      });
      return user.toObject<UserRecord>();
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  async createFromGoogle(account: NewGoogleAccount): Promise<UserRecord> {
    const { awaitingParent, ...fields } = account;
    // The parent's e-mail comes later (POST /users/me/parental-agreement): Google's redirect carries no form.
    const awaiting = awaitingParent ? { parentalAgreement: { status: 'awaiting' as const } } : {};
    return (await this.users.create({ ...fields, ...awaiting, emailVerified: true })).toObject<UserRecord>();
  }

  /**
   * Links a Google account to an account that has none yet, which proves the e-mail; a new way in
   * ends every older session. `clearPassword` drops a password nobody ever proved to own the address.
   * Null when a Google account got linked meanwhile.
   */
  async linkGoogle(
    userId: Types.ObjectId,
    link: { googleId: string; profileImgUrl?: string; clearPassword: boolean },
  ): Promise<UserRecord | null> {
    const { googleId, profileImgUrl, clearPassword } = link;
    // An unproven account may be a pre-registrant's: what they set goes with their password (review M3).
    const residue = clearPassword ? PRE_REGISTRATION_RESIDUE.filter((field) => !(profileImgUrl && field === 'profileImgUrl')) : [];
    const linked = await this.users
      .findOneAndUpdate(
        { _id: userId, googleId: null },
        {
          $set: { googleId, emailVerified: true, ...(profileImgUrl ? { profileImgUrl } : {}), ...(clearPassword ? { 'reminder.whatsapp': false } : {}) },
          $inc: { tokenVersion: 1 },
          ...(clearPassword ? { $unset: Object.fromEntries(['password', ...residue].map((field) => [field, 1])) } : {}),
        },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
    if (linked) this.endedSessionsOf(linked._id.toString());
    return linked;
  }

  /**
   * Marks the e-mail verified if it is still the account's address; answers the account only when
   * this call made the change, so whatever hangs on verifying (a referral credit) happens once.
   */
  markEmailVerified(userId: string, email: string): Promise<UserRecord | null> {
    if (!isValidObjectId(userId)) return Promise.resolve(null);
    return this.users
      .findOneAndUpdate(
        { _id: userId, email, emailVerified: mongoose.trusted({ $ne: true }) },
        { $set: { emailVerified: true } },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
  }

  /** Counts a referral for the referrer, only if the referrer's own e-mail is verified. */
  async countReferral(referrerId: Types.ObjectId): Promise<void> {
    await this.users.updateOne({ _id: referrerId, emailVerified: true }, { $inc: { referred: 1 } });
  }

  /** Ends every session of the account: tokens signed with an older version are refused. */
  async endSessions(userId: string): Promise<void> {
    if (!isValidObjectId(userId)) return;
    await this.users.updateOne({ _id: userId }, { $inc: { tokenVersion: 1 } });
    this.endedSessionsOf(userId);
  }

  /** Marks the account for deletion at `dueAt` and ends every session at once; null when it is already being erased. */
  async requestDeletion(userId: string, at: { requestedAt: Date; dueAt: Date }): Promise<UserRecord | null> {
    if (!isValidObjectId(userId)) return null;
    const user = await this.users
      .findOneAndUpdate(
        { _id: userId, erasingUntil: mongoose.trusted({ $exists: false }) },
        { $set: { deletionRequestedAt: at.requestedAt, deletionDueAt: at.dueAt }, $inc: { tokenVersion: 1 } },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
    if (user) this.endedSessionsOf(userId);
    return user;
  }

  /** Signing in during the grace period: true when this call cancelled a pending deletion. */
  async cancelDeletion(userId: Types.ObjectId): Promise<boolean> {
    const result = await this.users.updateOne(
      { _id: userId, deletionDueAt: mongoose.trusted({ $exists: true }), erasingUntil: mongoose.trusted({ $exists: false }) },
      { $unset: { deletionRequestedAt: 1, deletionDueAt: 1 } },
    );
    return result.modifiedCount === 1;
  }

  /**
   * Claims one account whose grace period is over and that no instance is erasing now (or whose
   * eraser stopped before `erasingUntil`): the lease makes two instances erase different accounts.
   */
  claimDueDeletion(now: Date, leaseMs: number, skip: readonly Types.ObjectId[] = []): Promise<UserRecord | null> {
    return this.users
      .findOneAndUpdate(
        {
          _id: mongoose.trusted({ $nin: skip }),
          deletionDueAt: mongoose.trusted({ $lte: now }),
          $or: [{ erasingUntil: mongoose.trusted({ $exists: false }) }, { erasingUntil: mongoose.trusted({ $lte: now }) }],
        },
        { $set: { erasingUntil: new Date(now.getTime() + leaseMs) } },
        { sort: { deletionDueAt: 1 }, returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
  }

  /** Gives a claim back before anything was erased (the erasure has to wait), so signing in still cancels. */
  async releaseDeletionClaim(userId: Types.ObjectId): Promise<void> {
    await this.users.updateOne({ _id: userId }, { $unset: { erasingUntil: 1 } });
  }

  /** The people this account referred no longer point at it. */
  async forgetReferrer(userId: Types.ObjectId): Promise<void> {
    await this.users.updateMany({ referredBy: userId }, { $unset: { referredBy: 1, refCode: 1 } });
  }

  /** The last step of an erasure: the account itself (its change event ends any session left on every instance). */
  async eraseAccount(userId: Types.ObjectId): Promise<void> {
    await this.users.deleteOne({ _id: userId });
    this.endedSessionsOf(userId.toString());
  }

  /** Keeps the hash of a new reset token on the account with this e-mail; null when there is none. */
  /**
   * The account's reset token, kept while it is still valid (security review L11): a new request extends
   * it to `expires` instead of replacing it, so a stranger's requests never break the link in the owner's
   * inbox. `tokenHashFor` gives the hash of a new token made at `now`, used only when none is live.
   */
  async keepResetToken(
    email: string,
    now: Date,
    expires: Date,
    tokenHashFor: (userId: string, issuedAt: Date) => string,
  ): Promise<{ user: UserRecord; issuedAt: Date } | null> {
    const found = await this.users.findOne({ email: email.trim().toLowerCase() }, { _id: 1 }).lean().exec();
    if (!found) return null;
    const live = { $and: [{ $gt: ['$resetPasswordExpire', now] }, { $eq: [{ $type: '$resetPasswordIssuedAt' }, 'date'] }] };
    const user = await this.users
      .findOneAndUpdate(
        { _id: found._id },
        [
          {
            $set: {
              resetPasswordToken: { $cond: [live, '$resetPasswordToken', { $literal: tokenHashFor(found._id.toString(), now) }] },
              resetPasswordIssuedAt: { $cond: [live, '$resetPasswordIssuedAt', now] },
              resetPasswordExpire: expires,
            },
          },
        ],
        { returnDocument: 'after', updatePipeline: true },
      )
      .select('+resetPasswordIssuedAt')
      .lean<UserRecord & { resetPasswordIssuedAt?: Date }>()
      .exec();
    return user?.resetPasswordIssuedAt ? { user, issuedAt: user.resetPasswordIssuedAt } : null;
  }

  async hasValidResetToken(tokenHash: string): Promise<boolean> {
    const filter = { resetPasswordToken: tokenHash, resetPasswordExpire: mongoose.trusted({ $gt: new Date() }) };
    return Boolean(await this.users.exists(filter));
  }

  /**
   * Spends an unexpired reset token: sets the password and ends every older session, at once. The
   * mailed link proves the address: an unproven account becomes verified, and what a pre-registrant
   * may have set on it goes in the same update (security review M3).
   */
  async resetPasswordWithToken(tokenHash: string, passwordHash: string): Promise<UserRecord | null> {
    const proven = { $eq: ['$emailVerified', true] };
    const keepIfProven = (field: string) => ({ $cond: [proven, `$${field}`, '$$REMOVE'] });
    const user = await this.users
      .findOneAndUpdate(
        { resetPasswordToken: tokenHash, resetPasswordExpire: mongoose.trusted({ $gt: new Date() }) },
        [
          {
            $set: {
              password: { $literal: passwordHash },
              tokenVersion: { $add: [{ $ifNull: ['$tokenVersion', 0] }, 1] },
              ...Object.fromEntries(PRE_REGISTRATION_RESIDUE.map((field) => [field, keepIfProven(field)])),
              reminder: { $cond: [proven, '$reminder', { $mergeObjects: ['$reminder', { whatsapp: false }] }] },
              emailVerified: true,
            },
          },
          { $unset: ['resetPasswordToken', 'resetPasswordExpire', 'resetPasswordIssuedAt'] },
        ],
        { returnDocument: 'after', updatePipeline: true },
      )
      .lean<UserRecord>()
      .exec();
    if (user) this.endedSessionsOf(user._id.toString());
    return user;
  }

  /** The ids of the accounts with these e-mails (the demo accounts, say). */
  async idsByEmail(emails: readonly string[]): Promise<string[]> {
    const found = await this.users.find({ email: mongoose.trusted({ $in: emails.map((email) => email.toLowerCase()) }) }, { _id: 1 }).lean();
    return found.map((user) => user._id.toString());
  }

  /**
   * Learners who asked for the weekly digest by e-mail, or by WhatsApp and have a verified number: one at a
   * time from a cursor; close it when done.
   */
  digestRecipients(): AsyncIterable<DigestRecipient> & { close(): Promise<unknown> } {
    return this.users
      .find(
        { $or: [{ 'reminder.gmail': true }, { 'reminder.whatsapp': true, phone: mongoose.trusted({ $gt: '' }), phoneVerifiedAt: mongoose.trusted({ $type: 'date' }) }] },
        { email: 1, firstName: 1, phone: 1, phoneVerifiedAt: 1, reminder: 1 },
      )
      .lean<DigestRecipient[]>()
      .cursor() as AsyncIterable<DigestRecipient> & { close(): Promise<unknown> };
  }

  async turnOffEmailReminders(userId: string): Promise<void> {
    if (!isValidObjectId(userId)) return;
    await this.users.updateOne({ _id: userId }, { $set: { 'reminder.gmail': false } });
  }

  /** Public fields only, by username (its unique index): a mentor's page. */
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

  /** Name, e-mail, phone and reminder choices of these accounts: meeting invites and reminders. */
  findReachable(ids: readonly Types.ObjectId[]): Promise<ReachableUser[]> {
    return this.users
      .find({ _id: mongoose.trusted({ $in: ids }) }, { email: 1, firstName: 1, lastName: 1, phone: 1, phoneVerifiedAt: 1, reminder: 1, timezone: 1 })
      .lean<ReachableUser[]>()
      .exec();
  }

  /** Name, e-mail and username of these accounts: what an admin sees of applicants. */
  findContacts(ids: readonly Types.ObjectId[]): Promise<Pick<UserRecord, '_id' | 'firstName' | 'lastName' | 'email' | 'username'>[]> {
    return this.users
      .find({ _id: mongoose.trusted({ $in: ids }) }, { firstName: 1, lastName: 1, email: 1, username: 1 })
      .lean<Pick<UserRecord, '_id' | 'firstName' | 'lastName' | 'email' | 'username'>[]>()
      .exec();
  }

  /** Sets the role of the account with this e-mail (the admin command); null when there is none. */
  setRoleByEmail(email: string, role: UserRole): Promise<UserRecord | null> {
    return this.users
      .findOneAndUpdate({ email: email.trim().toLowerCase() }, { $set: { role } }, { returnDocument: 'after' })
      .lean<UserRecord>()
      .exec();
  }

  /**
   * An approved applicant becomes a mentor: the role, the application's tag and bio, and a username
   * for the public page if the account has none (the unique index settles a clash; another is tried).
   */
  async becomeMentor(userId: Types.ObjectId, profile: { tag: string; bio: string }): Promise<UserRecord | null> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const user = await this.users.findById(userId).lean<UserRecord>().exec();
      if (!user) return null;
      const username = typeof user.username === 'string' ? user.username : mentorUsername(user, attempt);
      try {
        return await this.users
          .findOneAndUpdate({ _id: userId }, { $set: { role: 'mentor', tag: profile.tag, bio: profile.bio, username } }, { returnDocument: 'after' })
          .lean<UserRecord>()
          .exec();
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new Error(`no free username for ${userId.toString()}`);
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

  /** Makes the account once (by e-mail) and leaves an existing one as it is; answers its id. */
  async ensureAccount(fields: Partial<User> & { email: string }): Promise<string> {
    const user = await this.users
      .findOneAndUpdate({ email: fields.email }, { $setOnInsert: fields }, { upsert: true, returnDocument: 'after' })
      .orFail();
    return user.id as string;
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
