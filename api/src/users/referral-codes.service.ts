import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../platform/database';
import { newReferralCode } from './referral-codes';
import { User, type UserDocument } from './schemas/user.schema';

const ATTEMPTS = 5;

@Injectable()
export class ReferralCodesService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /** The user's own referral code, made on the first call and kept for good. */
  async ensureCode(userId: string): Promise<UserDocument> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const user = await this.users.findById(userId);
      if (!user) throw new NotFoundException('This account no longer exists');
      if (user.code) return user;
      try {
        // Only sets a code where none is yet, so two calls at once cannot give the user two codes.
        const updated = await this.users.findOneAndUpdate(
          { _id: user._id, code: null },
          { $set: { code: newReferralCode() } },
          { returnDocument: 'after' },
        );
        if (updated) return updated;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    throw new ConflictException('Could not make a referral code just now. Please try again.');
  }
}
