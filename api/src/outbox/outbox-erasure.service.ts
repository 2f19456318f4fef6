import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Delivery } from './schemas/delivery.schema';

/**
 * Account deletion's step here (decision 0050): the record of every message sent to the account
 * (digests, meeting notices, the welcome mail, receipts and refund notices).
 */
@Injectable()
export class OutboxErasure {
  constructor(@InjectModel(Delivery.name) private readonly deliveries: Model<Delivery>) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.deliveries.deleteMany({ user: userId });
  }
}
