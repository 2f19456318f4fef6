import { BadRequestException } from '@nestjs/common';
import { BAD_CURSOR_MESSAGE } from '@trail/shared';
import { isValidObjectId, type PipelineStage, Types } from 'mongoose';
import { type CursorKey, decodeCursor } from '../../platform/paging';
import type { StoredAnswer } from '../schemas/assessment-attempt.schema';

/** One free answer of one attempt, with its question's text joined: a row of a review list. */
export interface ReviewRow {
  _id: Types.ObjectId;
  user: Types.ObjectId;
  section: number;
  attempt: number;
  createdAt: Date;
  answer: StoredAnswer;
  question?: { question: string; type: string };
}

/**
 * The three lists and their orders. Each ends in (attempt id, question id), unique per answer, so
 * pages neither overlap nor skip (decision 0057). The queue is oldest first (the longest wait first),
 * reviewed answers latest verdict first, a learner's own answers newest attempt first.
 */
export type ReviewList = 'toReview' | 'reviewed' | 'mine';

const DATE_OF: Record<ReviewList, string> = { toReview: 'createdAt', reviewed: 'answers.review.at', mine: 'createdAt' };
const ASCENDING: Record<ReviewList, boolean> = { toReview: true, reviewed: false, mine: false };
const ANSWERS: Record<ReviewList, Record<string, unknown>> = {
  toReview: { 'answers.toReview': true },
  reviewed: { 'answers.review.at': { $exists: true } },
  mine: { $or: [{ 'answers.toReview': true }, { 'answers.review': { $exists: true } }] },
};

export const reviewRowKey = (list: ReviewList, row: ReviewRow): CursorKey => [
  (list === 'reviewed' ? row.answer.review!.at : row.createdAt).toISOString(),
  row._id.toHexString(),
  row.answer.question.toHexString(),
];

/** The rows after a cursor, in the list's order; a cursor that is not this list's → 400. */
function after(list: ReviewList, cursor: string): Record<string, unknown> {
  const [date, attempt, question] = decodeCursor(cursor, 3);
  const at = new Date(date ?? '');
  if (Number.isNaN(at.getTime()) || !isValidObjectId(attempt) || !isValidObjectId(question)) throw new BadRequestException(BAD_CURSOR_MESSAGE);
  const beyond = ASCENDING[list] ? '$gt' : '$lt';
  const attemptId = new Types.ObjectId(attempt!);
  return {
    $or: [
      { [DATE_OF[list]]: { [beyond]: at } },
      { [DATE_OF[list]]: at, _id: { [beyond]: attemptId } },
      { [DATE_OF[list]]: at, _id: attemptId, 'answers.question': { [beyond]: new Types.ObjectId(question!) } },
    ],
  };
}

/**
 * Stages on `assessmentattempts` giving one page (`limit + 1` rows) of free answers of the attempts
 * `matching`, each with its question joined from `questionsCollection` (this module's own, STYLE 11).
 */
export function reviewRowsPipeline(
  list: ReviewList,
  options: { matching: Record<string, unknown>; cursor?: string; limit: number; questionsCollection: string },
): PipelineStage.FacetPipelineStage[] {
  const order = ASCENDING[list] ? 1 : -1;
  return [
    { $match: options.matching },
    { $project: { user: 1, section: 1, attempt: 1, createdAt: 1, answers: 1 } },
    { $unwind: '$answers' },
    { $match: ANSWERS[list] },
    ...(options.cursor ? [{ $match: after(list, options.cursor) }] : []),
    { $sort: { [DATE_OF[list]]: order, _id: order, 'answers.question': order } },
    { $limit: options.limit + 1 },
    {
      $lookup: {
        from: options.questionsCollection,
        localField: 'answers.question',
        foreignField: '_id',
        as: 'question',
        pipeline: [{ $project: { _id: 0, question: 1, type: 1 } }],
      },
    },
    { $project: { user: 1, section: 1, attempt: 1, createdAt: 1, answer: '$answers', question: { $first: '$question' } } },
  ];
}
