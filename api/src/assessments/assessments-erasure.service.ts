import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { AnswerFileStorage } from './answer-files/answer-file-storage.service';
import { AssessmentAttempt } from './schemas/assessment-attempt.schema';
import { AssessmentQuestion } from './schemas/assessment-question.schema';
import { AttemptGrant } from './schemas/attempt-grant.schema';

/** Account deletion's step here (decision 0050): every attempt, its answers and uploaded files (0053), extra attempts held, an admin's name on grants and edits (0054). */
@Injectable()
export class AssessmentsErasure {
  constructor(
    @InjectModel(AssessmentAttempt.name) private readonly attempts: Model<AssessmentAttempt>,
    private readonly files: AnswerFileStorage,
    @InjectModel(AttemptGrant.name) private readonly grants: Model<AttemptGrant>,
    @InjectModel(AssessmentQuestion.name) private readonly questions: Model<AssessmentQuestion>,
  ) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.files.deleteOfUser(userId);
    await this.attempts.deleteMany({ user: userId });
    // A mentor's reviews stay with the learners who got them, without the mentor's id.
    await this.attempts.updateMany(
      { 'answers.review.by': userId },
      { $unset: { 'answers.$[reviewed].review.by': '' } },
      { arrayFilters: [{ 'reviewed.review.by': userId }] },
    );
    await this.grants.deleteMany({ user: userId });
    await this.grants.updateMany({ grantedBy: userId }, { $set: { grantedBy: null } });
    await this.questions.updateMany({ editedBy: userId }, { $set: { editedBy: null } });
  }
}
