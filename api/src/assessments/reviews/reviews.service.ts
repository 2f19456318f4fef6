import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AssessmentReviewItem, AssessmentReviewsResponse, ReviewAnswerBody, ReviewQueueStatus } from '@trail/shared';
import { Model, type PipelineStage, Types } from 'mongoose';
import { pageOf } from '../../platform/paging';
import { FIELD_NOT_FOUND, FieldsService } from '../../fields';
import { NO_PATHWAY_FOR_TRACK, PathwaysService } from '../../pathways';
import { PublicProfileRecords } from '../../users';
import { AnswerFileStorage, type OpenedAnswerFile } from '../answer-files/answer-file-storage.service';
import { AssessmentAttempt, type StoredAnswer } from '../schemas/assessment-attempt.schema';
import { AssessmentQuestion } from '../schemas/assessment-question.schema';
import { REVIEW_MESSAGES, ReviewerAccess } from './reviewer-access';
import { type ReviewList, type ReviewRow, reviewRowKey, reviewRowsPipeline } from './review-rows';

type AttemptRecord = AssessmentAttempt & { _id: Types.ObjectId; createdAt: Date };
/** A page's size and where it starts. */
export interface ReviewPage {
  limit: number;
  cursor?: string;
}

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
    private readonly publicProfiles: PublicProfileRecords,
    private readonly files: AnswerFileStorage,
  ) {}

  /** GET /assessments/reviews?fieldId=&status=: a page of the caller's mentees' free answers (an admin: everyone's), waiting or judged. */
  async queue(callerId: string, fieldId: string, status: ReviewQueueStatus, page: ReviewPage): Promise<AssessmentReviewsResponse> {
    const pathway = await this.pathwayOf(fieldId);
    const reviewer = await this.access.of(callerId, fieldId);
    if (!reviewer.admin && reviewer.mentees.length === 0) return { data: [], hasMore: false };
    const matching = {
      pathway,
      ...(status === 'toReview' ? { 'answers.toReview': true } : { 'answers.review.at': { $exists: true } }),
      ...(reviewer.admin ? {} : { user: { $in: reviewer.mentees } }),
    };
    const rows = await this.attempts.aggregate<ReviewRow>(reviewRowsPipeline(status, { matching, ...this.paging(page) })).exec();
    return this.pageOf(status, rows, page.limit, await this.namesOf(rows));
  }

  /** GET /assessments/reviews/mine?fieldId=: a page of the caller's own free answers with any review, newest attempt first, in one aggregation (decision 0028). */
  async mine(callerId: string, fieldId: string, page: ReviewPage): Promise<AssessmentReviewsResponse> {
    if (!this.fields.byId(fieldId)) throw new NotFoundException(FIELD_NOT_FOUND);
    const rowsOf = {
      $lookup: {
        from: this.attempts.collection.collectionName,
        localField: '_id',
        foreignField: 'pathway',
        as: 'rows',
        pipeline: reviewRowsPipeline('mine', { matching: { user: new Types.ObjectId(callerId) }, ...this.paging(page) }) as PipelineStage.Lookup['$lookup']['pipeline'],
      },
    };
    const found = await this.pathways.joinedOfField<{ rows: ReviewRow[] }>(fieldId, [rowsOf]);
    if (!found) throw new NotFoundException(NO_PATHWAY_FOR_TRACK);
    return this.pageOf('mine', found.rows, page.limit, new Map());
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
    const [question, names] = await Promise.all([
      this.questions.findById(answer.question, { _id: 0, question: 1, type: 1 }).lean<{ question: string; type: string }>().exec(),
      this.namesOf([{ ...attempt, answer }]),
    ]);
    if (!question) throw new NotFoundException(REVIEW_MESSAGES.noAnswer);
    return toReviewItem({ ...attempt, answer: { ...answer, toReview: undefined, review }, question }, names.get(attempt.user.toHexString()) ?? '');
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

  private paging(page: ReviewPage): { cursor?: string; limit: number; questionsCollection: string } {
    return { ...(page.cursor ? { cursor: page.cursor } : {}), limit: page.limit, questionsCollection: this.questions.collection.collectionName };
  }

  private async namesOf(rows: readonly ReviewRow[]): Promise<Map<string, string>> {
    const ids = [...new Set(rows.map((row) => row.user.toHexString()))].map((id) => new Types.ObjectId(id));
    const learners = ids.length ? await this.publicProfiles.findPublicProfiles(ids) : [];
    return new Map(learners.map((learner) => [learner._id.toString(), `${learner.firstName ?? ''} ${learner.lastName ?? ''}`.trim()]));
  }

  private pageOf(list: ReviewList, rows: readonly ReviewRow[], limit: number, names: ReadonlyMap<string, string>): AssessmentReviewsResponse {
    const { items, hasMore, cursor } = pageOf(rows, limit, (row) => reviewRowKey(list, row));
    return { data: items.flatMap(({ question, ...row }) => (question ? [toReviewItem({ ...row, question }, names.get(row.user.toHexString()) ?? '')] : [])), hasMore, ...(cursor ? { cursor } : {}) };
  }
}

/** The shared shape of one free answer: the key and marking never leave the API. */
function toReviewItem(row: ReviewRow & { question: NonNullable<ReviewRow['question']> }, name: string): AssessmentReviewItem {
  const { answer } = row;
  return {
    attemptId: row._id.toHexString(),
    questionId: answer.question.toHexString(),
    question: row.question.question,
    type: row.question.type as AssessmentReviewItem['type'],
    section: row.section,
    attempt: row.attempt,
    submittedAt: row.createdAt.toISOString(),
    learner: { _id: row.user.toHexString(), name },
    ...(answer.file ? { file: { name: answer.file.name, size: answer.file.size, contentType: answer.file.contentType } } : { answer: answer.answer ?? '' }),
    ...(answer.review ? { review: { pass: answer.review.pass, feedback: answer.review.feedback, reviewedAt: answer.review.at.toISOString() } } : {}),
  };
}
