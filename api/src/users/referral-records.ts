import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, type Types } from 'mongoose';
import { User } from './schemas/user.schema';
import type { UserRecord } from './user-record';

/** Who referred whom, as sign-up and booking record it: the referrer found by code, and their count. */
@Injectable()
export class ReferralRecords {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  findByReferralCode(code: string): Promise<UserRecord | null> {
    return this.users.findOne({ code: code.toUpperCase() }).lean<UserRecord>().exec();
  }

  /** Counts a referral for the referrer, only if the referrer's own e-mail is verified. */
  async countReferral(referrerId: Types.ObjectId): Promise<void> {
    await this.users.updateOne({ _id: referrerId, emailVerified: true }, { $inc: { referred: 1 } });
  }
}
