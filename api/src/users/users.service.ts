import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { User as PublicUser } from '@trail/shared';
import { isValidObjectId, Model } from 'mongoose';
import { User, type UserDocument } from './schemas/user.schema';

/** Older code could store null (e.g. `username: null`); the API answers such a field as absent. */
const textOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

@Injectable()
export class UsersService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  findById(id: string): Promise<UserDocument | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.users.findById(id).exec();
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
      username: textOrUndefined(user.username),
      profileImgUrl: textOrUndefined(user.profileImgUrl),
      tag: textOrUndefined(user.tag),
      bio: textOrUndefined(user.bio),
      clarity: textOrUndefined(user.clarity),
      phone: textOrUndefined(user.phone),
      role: user.role,
      code: textOrUndefined(user.code),
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
