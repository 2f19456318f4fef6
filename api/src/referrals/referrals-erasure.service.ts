import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { ReferralCredit } from './schemas/referral-credit.schema';

/**
 * Account deletion's step here (decision 0050): the credits that tie two people together. The money
 * they moved stays in the ledger under the payment's reference.
 */
@Injectable()
export class ReferralsErasure {
  constructor(@InjectModel(ReferralCredit.name) private readonly credits: Model<ReferralCredit>) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.credits.deleteMany({ $or: [{ referrer: userId }, { referee: userId }] });
  }
}
