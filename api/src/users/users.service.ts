import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { User as PublicUser } from '@trail/shared';
import { isValidObjectId, Model } from 'mongoose';
import { User, type UserDocument } from './schemas/user.schema';

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
