import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AssessmentAttemptExport } from '@trail/shared';
import mongoose, { type Model, Types } from 'mongoose';
import { PathwaysService } from '../pathways';
import { AssessmentAttempt } from './schemas/assessment-attempt.schema';
import { AssessmentQuestion } from './schemas/assessment-question.schema';

/** The account export's assessments (decision 0030): each attempt with the answers given, never the key. */
@Injectable()
export class AssessmentsExport {
  constructor(
    @InjectModel(AssessmentAttempt.name) private readonly attempts: Model<AssessmentAttempt & { createdAt: Date }>,
    @InjectModel(AssessmentQuestion.name) private readonly questions: Model<AssessmentQuestion>,
    private readonly pathways: PathwaysService,
  ) {}

  async of(userId: string): Promise<AssessmentAttemptExport[]> {
    const attempts = await this.attempts.find({ user: new Types.ObjectId(userId) }).sort({ createdAt: 1 }).lean();
    const questionIds = attempts.flatMap((attempt) => attempt.answers.map((answer) => answer.question));
    const pathwayIds = [...new Set(attempts.map((attempt) => attempt.pathway.toHexString()))].map((id) => new Types.ObjectId(id));
    const [questions, slugOf] = await Promise.all([
      this.questions.find({ _id: mongoose.trusted({ $in: questionIds }) }, { question: 1 }).lean(),
      this.pathways.slugsOf(pathwayIds),
    ]);
    const textOf = new Map(questions.map((one) => [one._id.toHexString(), one.question]));
    return attempts.map((attempt) => ({
      pathway: slugOf.get(attempt.pathway.toHexString()) ?? '',
      section: attempt.section,
      attempt: attempt.attempt,
      submittedAt: attempt.createdAt.toISOString(),
      score: attempt.score,
      passed: attempt.passed,
      result: attempt.result.map(({ title, pass }) => ({ title, pass })),
      answers: attempt.answers.map((given) => ({
        question: textOf.get(given.question.toHexString()) ?? 'A question no longer asked',
        ...(given.answer !== undefined ? { answer: given.answer } : {}),
        ...(given.answers ? { answers: given.answers } : {}),
        ...(given.file ? { file: { name: given.file.name, size: given.file.size, contentType: given.file.contentType } } : {}),
        ...(given.review ? { review: { pass: given.review.pass, feedback: given.review.feedback, at: given.review.at.toISOString() } } : {}),
      })),
    }));
  }
}
