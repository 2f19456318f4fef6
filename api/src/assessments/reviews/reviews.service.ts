import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AssessmentReviewItem, AssessmentReviewsResponse, ReviewAnswerBody } from '@trail/shared';
import mongoose, { Model, Types } from 'mongoose';
import { FIELD_NOT_FOUND, FieldsService } from '../../fields/fields.service';
import { NO_PATHWAY_FOR_TRACK, PathwaysService } from '../../pathways/pathways.service';
import { UsersService } from '../../users/users.service';
import { AnswerFileStorage, type OpenedAnswerFile } from '../answer-files/answer-file-storage.service';
import { AssessmentAttempt, type StoredAnswer } from '../schemas/assessment-attempt.schema';
import { AssessmentQuestion } from '../schemas/assessment-question.schema';
import { REVIEW_MESSAGES, ReviewerAccess } from './reviewer-access';

type AttemptRecord = AssessmentAttempt & { _id: Types.ObjectId; createdAt: Date };
type QuestionText = Pick<AssessmentQuestion, 'question' | 'type'> & { _id: Types.ObjectId };

/** A mentor's queue is read a page at a time: the oldest waiting answers first. */
const QUEUE_PAGE = 100;

const isFree = (answer: StoredAnswer) => answer.toReview === true || answer.review !== undefined;

/**
 * Mentor reviews of free answers (text, link, file): the queue of a track, the verdict, and the file
 * download, each checked against who asks (decision 0053). A review never changes the marked score.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectModel(AssessmentAttempt.name) private readonly attempts: Model<AssessmentAttempt>,
    @InjectModel(AssessmentQuestion.name) private readonly questions: Model<AssessmentQuestion>,
    private readonly access: ReviewerAccess,
    private readonly fields: FieldsService,
    private readonly pathways: PathwaysService,
    private readonly users: UsersService,
    private readonly files: AnswerFileStorage,
  ) {}

  /** GET /assessments/reviews?fieldId=: the free answers still waiting, of the caller's mentees (an admin: everyone's). */
  async pending(callerId: string, fieldId: string): Promise<AssessmentReviewsResponse> {
    const pathway = await this.pathwayOf(fieldId);
    const reviewer = await this.access.of(callerId, fieldId);
    if (!reviewer.admin && reviewer.mentees.length === 0) return { data: [] };
    const filter = {
      pathway,
      'answers.toReview': true as const,
      ...(reviewer.admin ? {} : { user: mongoose.trusted({ $in: reviewer.mentees }) }),
    };
    const found = await this.attempts.find(filter).sort({ createdAt: 1 }).limit(QUEUE_PAGE).lean<AttemptRecord[]>().exec();
    return { data: await this.items(found, (answer) => answer.toReview === true, true) };
  }

  /** GET /assessments/reviews/mine?fieldId=: the caller's own free answers with any review, newest attempt first. */
  async mine(callerId: string, fieldId: string): Promise<AssessmentReviewsResponse> {
    const pathway = await this.pathwayOf(fieldId);
    const found = await this.attempts.find({ user: new Types.ObjectId(callerId), pathway }).sort({ createdAt: -1 }).lean<AttemptRecord[]>().exec();
    return { data: await this.items(found, isFree, false) };
  }

  /** PUT /assessments/reviews/:attemptId/:questionId: a verdict, or a changed one. */
  async review(callerId: string, attemptId: string, questionId: string, body: ReviewAnswerBody): Promise<AssessmentReviewItem> {
    const { attempt, answer } = await this.freeAnswer(attemptId, questionId);
    const fieldId = await this.pathways.fieldIdOf(attempt.pathway);
    if (!fieldId) throw new NotFoundException(NO_PATHWAY_FOR_TRACK);
    await this.access.checkLearner(callerId, fieldId, attempt.user);
    const review = { pass: body.pass, feedback: body.feedback?.trim() ?? '', by: new Types.ObjectId(callerId), at: new Date() };
    await this.attempts.updateOne(
      { _id: attempt._id, 'answers.question': answer.question },
      { $set: { 'answers.$.review': review }, $unset: { 'answers.$.toReview': '' } },
    );
    const [item] = await this.items([{ ...attempt, answers: [{ ...answer, toReview: undefined, review }] }], () => true, true);
    return item!;
  }

  /** GET /assessments/reviews/:attemptId/:questionId/file: for the learner, their track's mentors, and admins. */
  async file(callerId: string, attemptId: string, questionId: string): Promise<OpenedAnswerFile & { name: string; contentType: string }> {
    const { attempt, answer } = await this.freeAnswer(attemptId, questionId);
    if (!answer.file) throw new NotFoundException(REVIEW_MESSAGES.noFile);
    if (!attempt.user.equals(callerId)) {
      const fieldId = await this.pathways.fieldIdOf(attempt.pathway);
      await this.access.checkLearner(callerId, fieldId ?? '', attempt.user).catch((error: unknown) => {
        throw error instanceof ForbiddenException ? new ForbiddenException(REVIEW_MESSAGES.notYourFile) : error;
      });
    }
    const opened = await this.files.open(answer.file.id);
    if (!opened) throw new NotFoundException(REVIEW_MESSAGES.noFile);
    return { ...opened, name: answer.file.name, contentType: answer.file.contentType };
  }

  private async pathwayOf(fieldId: string): Promise<Types.ObjectId> {
    if (!this.fields.byId(fieldId)) throw new NotFoundException(FIELD_NOT_FOUND);
    const pathway = await this.pathways.ofField(fieldId);
    if (!pathway) throw new NotFoundException(NO_PATHWAY_FOR_TRACK);
    return new Types.ObjectId(pathway.id);
  }

  private async freeAnswer(attemptId: string, questionId: string): Promise<{ attempt: AttemptRecord; answer: StoredAnswer }> {
    const attempt = await this.attempts.findById(attemptId).lean<AttemptRecord>().exec();
    const answer = attempt?.answers.find((one) => one.question.equals(questionId) && isFree(one));
    if (!attempt || !answer) throw new NotFoundException(REVIEW_MESSAGES.noAnswer);
    return { attempt, answer };
  }

  private async items(attempts: readonly AttemptRecord[], keep: (answer: StoredAnswer) => boolean, withNames: boolean): Promise<AssessmentReviewItem[]> {
    const kept = attempts.flatMap((attempt) => attempt.answers.filter(keep).map((answer) => ({ attempt, answer })));
    const questionIds = [...new Set(kept.map(({ answer }) => answer.question.toString()))].map((id) => new Types.ObjectId(id));
    const learnerIds = withNames ? [...new Set(kept.map(({ attempt }) => attempt.user.toString()))].map((id) => new Types.ObjectId(id)) : [];
    const [questions, learners] = await Promise.all([
      this.questions.find({ _id: mongoose.trusted({ $in: questionIds }) }, { question: 1, type: 1 }).lean<QuestionText[]>().exec(),
      learnerIds.length ? this.users.findPublicProfiles(learnerIds) : Promise.resolve([]),
    ]);
    const questionById = new Map(questions.map((question) => [question._id.toString(), question]));
    const nameById = new Map(learners.map((learner) => [learner._id.toString(), `${learner.firstName ?? ''} ${learner.lastName ?? ''}`.trim()]));
    return kept.flatMap(({ attempt, answer }) => {
      const question = questionById.get(answer.question.toString());
      if (!question) return [];
      return [
        {
          attemptId: attempt._id.toString(),
          questionId: answer.question.toString(),
          question: question.question,
          type: question.type,
          section: attempt.section,
          attempt: attempt.attempt,
          submittedAt: attempt.createdAt.toISOString(),
          learner: { _id: attempt.user.toString(), name: nameById.get(attempt.user.toString()) ?? '' },
          ...(answer.file ? { file: { name: answer.file.name, size: answer.file.size, contentType: answer.file.contentType } } : { answer: answer.answer ?? '' }),
          ...(answer.review ? { review: { pass: answer.review.pass, feedback: answer.review.feedback, reviewedAt: answer.review.at.toISOString() } } : {}),
        },
      ];
    });
  }
}
