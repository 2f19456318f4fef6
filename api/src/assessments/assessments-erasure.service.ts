import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { AssessmentAttempt } from './schemas/assessment-attempt.schema';
import { AssessmentQuestion } from './schemas/assessment-question.schema';
import { AttemptGrant } from './schemas/attempt-grant.schema';

/** Account deletion's step here (decision 0050): every attempt and its answers, extra attempts held, an admin's name on grants and edits (decision 0054). */
@Injectable()
export class AssessmentsErasure {
  constructor(
    @InjectModel(AssessmentAttempt.name) private readonly attempts: Model<AssessmentAttempt>,
    @InjectModel(AttemptGrant.name) private readonly grants: Model<AttemptGrant>,
    @InjectModel(AssessmentQuestion.name) private readonly questions: Model<AssessmentQuestion>,
  ) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.attempts.deleteMany({ user: userId });
    await this.grants.deleteMany({ user: userId });
    await this.grants.updateMany({ grantedBy: userId }, { $set: { grantedBy: null } });
    await this.questions.updateMany({ editedBy: userId }, { $set: { editedBy: null } });
  }
}
