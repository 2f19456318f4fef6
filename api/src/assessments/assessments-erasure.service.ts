import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { AssessmentAttempt } from './schemas/assessment-attempt.schema';

/** Account deletion's step here (decision 0050): every attempt and its answers. */
@Injectable()
export class AssessmentsErasure {
  constructor(@InjectModel(AssessmentAttempt.name) private readonly attempts: Model<AssessmentAttempt>) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.attempts.deleteMany({ user: userId });
  }
}
