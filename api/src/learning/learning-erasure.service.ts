import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { LearningResource } from './schemas/learning-resource.schema';

/** Account deletion's step here (decision 0050): every saved resource of the account, wishlist and reminders included. */
@Injectable()
export class LearningErasure {
  constructor(@InjectModel(LearningResource.name) private readonly resources: Model<LearningResource>) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.resources.deleteMany({ user: userId });
  }
}
