import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type UserRole, usernameError } from '@trail/shared';
import mongoose, { isValidObjectId, Model, type Types } from 'mongoose';
import { isDuplicateKey } from '../platform/database';
import { User } from './schemas/user.schema';
import { SessionsEnded } from './sessions-ended';
import { PRE_REGISTRATION_RESIDUE, type UserRecord } from './user-record';

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

/**
 * Accounts and their ways in: found by e-mail, Google id or with the password hash; made with a password,
 * from Google or for the demo; Google linked, the e-mail proved; the role set (the admin command, an
 * approved mentor application).
 */
@Injectable()
export class AccountRecords {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessionsEnded: SessionsEnded,
  ) {}

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findOne({ email: email.trim().toLowerCase() }).lean<UserRecord>().exec();
  }

  findByGoogleId(googleId: string): Promise<UserRecord | null> {
    return this.users.findOne({ googleId }).lean<UserRecord>().exec();
  }

  /** With the password hash, which every other read leaves out. */
  findWithPassword(email: string): Promise<(UserRecord & { password?: string }) | null> {
    return this.users.findOne({ email: email.trim().toLowerCase() }).select('+password').lean<UserRecord>().exec();
  }

  /** The ids of the accounts with these e-mails (the demo accounts, say). */
  async idsByEmail(emails: readonly string[]): Promise<string[]> {
    const found = await this.users.find({ email: mongoose.trusted({ $in: emails.map((email) => email.toLowerCase()) }) }, { _id: 1 }).lean();
    return found.map((user) => user._id.toString());
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

  /** Makes the account once (by e-mail) and leaves an existing one as it is; answers its id. */
  async ensureAccount(fields: Partial<User> & { email: string }): Promise<string> {
    const user = await this.users
      .findOneAndUpdate({ email: fields.email }, { $setOnInsert: fields }, { upsert: true, returnDocument: 'after' })
      .orFail();
    return user.id as string;
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
    if (linked) this.sessionsEnded.announce(linked._id.toString());
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
}
