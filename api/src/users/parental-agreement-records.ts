import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PARENTAL_AGREEMENT_METHOD, type ParentalDecision } from '@trail/shared';
import mongoose, { isValidObjectId, Model } from 'mongoose';
import { User } from './schemas/user.schema';
import type { UserRecord } from './user-record';

/** A link to send: the hash kept on the account, and when it stops working. */
export interface ParentLink {
  tokenHash: string;
  expires: Date;
}

/**
 * The parental-agreement fields of the `users` collection (decision 0058). Every change is one
 * conditional update, so a link is spent once and an answer given can never be given again.
 */
@Injectable()
export class ParentalAgreementRecords {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /** A new link to (another) parent of an account still awaiting; the older link stops working. Null otherwise. */
  ask(userId: string, parentEmail: string, link: ParentLink): Promise<UserRecord | null> {
    if (!isValidObjectId(userId)) return Promise.resolve(null);
    return this.users
      .findOneAndUpdate(
        { _id: userId, 'parentalAgreement.status': 'awaiting' },
        {
          $set: {
            'parentalAgreement.parentEmail': parentEmail,
            parentalAgreementToken: link.tokenHash,
            parentalAgreementExpire: link.expires,
          },
        },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
  }

  /**
   * An account made before Trail asked (decision 0061) gives its month of birth, once: the update
   * matches only while none is stored, so it can never be changed this way. A 13–17-year-old's
   * account starts awaiting the parent in the same update, as at sign-up. Null when one was stored.
   */
  recordBirthMonth(userId: string, birthMonth: string, awaiting?: { parentEmail: string } & ParentLink): Promise<UserRecord | null> {
    if (!isValidObjectId(userId)) return Promise.resolve(null);
    const parent = awaiting
      ? {
          parentalAgreement: { status: 'awaiting' as const, parentEmail: awaiting.parentEmail },
          parentalAgreementToken: awaiting.tokenHash,
          parentalAgreementExpire: awaiting.expires,
        }
      : {};
    return this.users
      .findOneAndUpdate({ _id: userId, birthMonth: mongoose.trusted({ $exists: false }) }, { $set: { birthMonth, ...parent } }, { returnDocument: 'after' })
      .lean<UserRecord>()
      .exec();
  }

  /** The learner an unspent, unexpired link asks about. */
  pending(tokenHash: string, now: Date): Promise<(UserRecord & { parentalAgreementExpire: Date }) | null> {
    return this.users
      .findOne({ ...this.live(tokenHash, now) }, { firstName: 1, parentalAgreementExpire: 1 })
      .select('+parentalAgreementExpire')
      .lean<UserRecord & { parentalAgreementExpire: Date }>()
      .exec();
  }

  /**
   * Spends the link with the parent's answer. Declining also schedules the erasure for now and ends
   * the learner's sessions in the same update; the account-deletion job erases it (decision 0050).
   */
  async decide(tokenHash: string, decision: ParentalDecision, now: Date): Promise<UserRecord | null> {
    const status = decision === 'agree' ? 'given' : 'declined';
    const erase = decision === 'decline' ? { deletionRequestedAt: now, deletionDueAt: now } : {};
    return this.users
      .findOneAndUpdate(
        this.live(tokenHash, now),
        {
          $set: { 'parentalAgreement.status': status, 'parentalAgreement.decidedAt': now, 'parentalAgreement.method': PARENTAL_AGREEMENT_METHOD, ...erase },
          $unset: { parentalAgreementToken: 1, parentalAgreementExpire: 1 },
          ...(decision === 'decline' ? { $inc: { tokenVersion: 1 } } : {}),
        },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
  }

  private live(tokenHash: string, now: Date) {
    return {
      parentalAgreementToken: tokenHash,
      parentalAgreementExpire: mongoose.trusted({ $gt: now }),
      'parentalAgreement.status': 'awaiting' as const,
    };
  }
}
