import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { isValidObjectId, Model, type Types } from 'mongoose';
import { User } from './schemas/user.schema';
import { SessionsEnded } from './sessions-ended';
import type { UserRecord } from './user-record';

/**
 * The account-deletion fields of the `users` collection (decision 0050): the request, its cancelling
 * by signing in, the lease an eraser claims, and the last step of an erasure.
 */
@Injectable()
export class DeletionRecords {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessionsEnded: SessionsEnded,
  ) {}

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
    if (user) this.sessionsEnded.announce(userId);
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
    this.sessionsEnded.announce(userId.toString());
  }
}
