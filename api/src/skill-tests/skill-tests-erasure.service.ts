import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { SkillTestResultRecord } from './schemas/skill-test-result.schema';

/** Account deletion's step here (decision 0050): every skill-test result. */
@Injectable()
export class SkillTestsErasure {
  constructor(@InjectModel(SkillTestResultRecord.name) private readonly results: Model<SkillTestResultRecord>) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.results.deleteMany({ user: userId });
  }
}
