import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { Model } from 'mongoose';
import { User } from './schemas/user.schema';
import { SessionsEnded } from './sessions-ended';
import { PRE_REGISTRATION_RESIDUE, type UserRecord } from './user-record';

/** The password-reset fields of the `users` collection: the token kept, checked, and spent. */
@Injectable()
export class PasswordResetRecords {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessionsEnded: SessionsEnded,
  ) {}

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
    if (user) this.sessionsEnded.announce(user._id.toString());
    return user;
  }
}
