import { Body, Controller, Get, Param, Put, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AssessmentReviewItem, type AssessmentReviewsResponse, CURSOR_PAGE_SIZES } from '@trail/shared';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { ReviewAnswerDto, ReviewedAnswerParams, ReviewQueueQuery, ReviewsQuery } from './review.dto';
import { ReviewsService } from './reviews.service';
import { ApiAdded, ApiErrors, ApiOk, media, sharedType, SIGNED_IN, WHY } from '../../platform/openapi';

const pageOf = (query: ReviewsQuery) => ({ limit: query.limit ?? CURSOR_PAGE_SIZES.reviews, ...(query.cursor ? { cursor: query.cursor } : {}) });

/** Mentors review free answers (text, link, file) of their mentees; learners read the verdicts (decision 0053). */
@ApiTags('assessments')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('assessments/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOperation({
    summary: 'The review queue of free answers',
    description:
      'Request: a mentor approved for the track (not suspended), or an admin; else 403 `Only a mentor of ' +
      'this track, or an admin, can review assessment answers`. Answer: `AssessmentReviewsResponse` `{ ' +
      'data: [{ attemptId, questionId, question, type, section, attempt, submittedAt, learner { _id, name ' +
      "}, answer? | file { name, size, contentType } }] }`: the free answers still waiting of the mentor's " +
      "mentees (learners with a booked session with them; an admin: everyone's), oldest first, ≤ 100 " +
      'attempts ([decision 0053](decisions/0053-file-and-link-answers-and-mentor-reviews.md)) Paged `{ ' +
      'data, hasMore, cursor? }`, one row per answer (20 by default, ≤ 50): waiting ones oldest first, ' +
      'reviewed ones latest verdict first ([decision ' +
      '0062](decisions/0062-review-queue-pages-section-moves-and-seed-hand-backs.md))',
  })
  @ApiAdded()
  @ApiOk('A page of the free answers of the caller’s mentees (an admin: everyone’s), waiting or judged; `hasMore` and `cursor` ask for the next', sharedType('AssessmentReviewsResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The caller does not review answers' })
  queue(@CurrentUser() caller: AuthUser, @Query() query: ReviewQueueQuery): Promise<AssessmentReviewsResponse> {
    return this.reviews.queue(caller.id, query.fieldId, query.status ?? 'toReview', pageOf(query));
  }

  @Get('mine')
  @ApiOperation({
    summary: "The caller's own free answers and their reviews",
    description:
      "The caller's own free answers in the track's pathway, newest attempt first, each with `review { " +
      'pass, feedback, reviewedAt }` once a mentor gave one Paged like the queue; one database command',
  })
  @ApiAdded()
  @ApiOk('A page of the caller’s own free answers with any verdict, newest attempt first', sharedType('AssessmentReviewsResponse'))
  @ApiErrors({ 400: WHY.invalid })
  mine(@CurrentUser() caller: AuthUser, @Query() query: ReviewsQuery): Promise<AssessmentReviewsResponse> {
    return this.reviews.mine(caller.id, query.fieldId, pageOf(query));
  }

  @Put(':attemptId/:questionId')
  @ApiOperation({
    summary: 'Review a free answer: pass or not, with feedback',
    description:
      "Request: the learner's mentor for the track, or an admin (else 403 `This learner has not booked a " +
      'session with you: only their mentors can see their answers`); `{ pass: boolean, feedback?: ≤ 2000 ' +
      '}`. Answer: The reviewed `AssessmentReviewItem`; the answer leaves the queue; a second PUT changes ' +
      'the verdict. The score is not changed. No such free answer → 404',
  })
  @ApiAdded()
  @ApiOk('The reviewed answer', sharedType('AssessmentReviewItem'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The caller does not review this learner’s answers', 404: 'No such answer' })
  review(@CurrentUser() caller: AuthUser, @Param() params: ReviewedAnswerParams, @Body() body: ReviewAnswerDto): Promise<AssessmentReviewItem> {
    return this.reviews.review(caller.id, params.attemptId, params.questionId, body);
  }

  /** Always a download (never shown inline), private to the people who may read it. */
  @Get(':attemptId/:questionId/file')
  @ApiOperation({
    summary: 'Download a file answer',
    description:
      'Request: the learner, their mentors for the track, or an admin (else 403 `Only the learner, their ' +
      'mentors for this track, or an admin can open this file`). Answer: The file as stored, ' +
      '`Content-Disposition: attachment`, `Cache-Control: private, no-store`, the detected content type',
  })
  @ApiAdded()
  @ApiOk('The uploaded answer file, as an attachment', { content: media('application/octet-stream') })
  @ApiErrors({ 400: WHY.invalidId, 403: 'The file is neither the caller’s nor one they review', 404: 'No such answer or file' })
  async file(@CurrentUser() caller: AuthUser, @Param() params: ReviewedAnswerParams, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.reviews.file(caller.id, params.attemptId, params.questionId);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: file.contentType, length: file.length, disposition: `attachment; filename="${file.name.replace(/[^\w. -]/g, '_')}"` });
  }
}
