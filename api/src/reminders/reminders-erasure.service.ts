import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { ReminderDelivery } from './schemas/reminder-delivery.schema';

/** Account deletion's step here (decision 0050): the record of every digest and meeting notice sent to the account. */
@Injectable()
export class RemindersErasure {
  constructor(@InjectModel(ReminderDelivery.name) private readonly deliveries: Model<ReminderDelivery>) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.deliveries.deleteMany({ user: userId });
  }
}
