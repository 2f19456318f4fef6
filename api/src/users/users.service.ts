import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { User as PublicUser } from '@trail/shared';
import { isValidObjectId, Model } from 'mongoose';
import { User, type UserDocument } from './schemas/user.schema';

export interface TokenVersionWatcher {
  /** The server accepted the change stream: from now on every change is reported. */
  live: () => void;
  changed: (userId: string) => void;
  /** Changes are no longer reported (error, dropped collection, or no replica set). */
  ended: (error?: unknown) => void;
}

@Injectable()
export class UsersService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  findById(id: string): Promise<UserDocument | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.users.findById(id).exec();
  }

  /** The version every live token of this user carries; null when the account is gone. */
  async tokenVersionOf(id: string): Promise<number | null> {
    if (!isValidObjectId(id)) return null;
    const user = await this.users.findById(id, { tokenVersion: 1 }).lean().exec();
    return user ? (user.tokenVersion ?? 0) : null;
  }

  /**
   * Calls `changed(userId)` whenever a user's tokenVersion changes or the account is deleted, on any
   * instance. Needs a replica set: on a standalone mongod `ended` is called with the server's refusal.
   */
  watchTokenVersions(on: TokenVersionWatcher): { close: () => Promise<void> } {
    const stream = this.users.collection.watch<User>([
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
    stream.on('init', on.live);
    stream.on('change', (event) => {
      if ('documentKey' in event) on.changed(String(event.documentKey._id));
      else on.ended();
    });
    stream.on('error', on.ended);
    return { close: () => stream.close() };
  }

  findByEmail(email: string): Promise<UserDocument | null> {
    return this.users.findOne({ email: email.trim().toLowerCase() }).exec();
  }

  /** The user as the API shows it to its owner: never the password or reset fields. */
  toPublic(user: UserDocument): PublicUser {
    return {
      _id: user.id as string,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      profileImgUrl: user.profileImgUrl,
      tag: user.tag,
      bio: user.bio,
      clarity: user.clarity,
      phone: user.phone,
      role: user.role,
      code: user.code,
      referred: user.referred,
      extension: user.extension,
      reminder: { gmail: Boolean(user.reminder?.gmail), whatsapp: Boolean(user.reminder?.whatsapp) },
      google: Boolean(user.googleId),
      totalBalance: user.totalBalance,
      mentorBalance: user.mentorBalance,
      createdAt: user.createdAt.toISOString(),
    };
  }
}
