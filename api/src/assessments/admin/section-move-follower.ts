import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type ClientSession, type Model, Types } from 'mongoose';
import { SectionMoves, swapSectionNumbers } from '../../pathways';
import { AssessmentAttempt } from '../schemas/assessment-attempt.schema';
import { AssessmentQuestion } from '../schemas/assessment-question.schema';
import { AttemptGrant } from '../schemas/attempt-grant.schema';

/**
 * When two sections trade places, their questions go with them (stamped, so the seed keeps them there),
 * and so do learners' attempts and extra-attempt grants: a passed assessment stays passed for the
 * content it was taken on (decision 0062). Runs inside the move's transaction.
 */
@Injectable()
export class SectionMoveFollower implements OnModuleInit {
  constructor(
    @InjectModel(AssessmentQuestion.name) private readonly questions: Model<AssessmentQuestion>,
    @InjectModel(AssessmentAttempt.name) private readonly attempts: Model<AssessmentAttempt>,
    @InjectModel(AttemptGrant.name) private readonly grants: Model<AttemptGrant>,
    private readonly moves: SectionMoves,
  ) {}

  onModuleInit(): void {
    this.moves.follow((pathway, a, b, session) => this.swap(pathway, a, b, session));
  }

  private async swap(pathway: Types.ObjectId, a: number, b: number, session: ClientSession): Promise<void> {
    await this.questions.updateMany({ pathway, section: mongoose.trusted({ $in: [a, b] }) }, { $set: { editedAt: new Date() } }, { session }).exec();
    await swapSectionNumbers(this.questions, { pathway }, a, b, session);
    await swapSectionNumbers(this.attempts, { pathway }, a, b, session);
    await swapSectionNumbers(this.grants, { pathway }, a, b, session);
  }
}
