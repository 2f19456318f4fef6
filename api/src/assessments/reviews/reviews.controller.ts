import { Body, Controller, Get, Param, Put, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AssessmentReviewItem, type AssessmentReviewsResponse, CURSOR_PAGE_SIZES } from '@trail/shared';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { ReviewAnswerDto, ReviewedAnswerParams, ReviewQueueQuery, ReviewsQuery } from './review.dto';
import { ReviewsService } from './reviews.service';
import { ApiErrors, ApiOk, media, sharedType, SIGNED_IN, WHY } from '../../platform/openapi';

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
  @ApiOk('A page of the free answers of the caller’s mentees (an admin: everyone’s), waiting or judged; `hasMore` and `cursor` ask for the next', sharedType('AssessmentReviewsResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The caller does not review answers' })
  queue(@CurrentUser() caller: AuthUser, @Query() query: ReviewQueueQuery): Promise<AssessmentReviewsResponse> {
    return this.reviews.queue(caller.id, query.fieldId, query.status ?? 'toReview', pageOf(query));
  }

  @Get('mine')
  @ApiOk('A page of the caller’s own free answers with any verdict, newest attempt first', sharedType('AssessmentReviewsResponse'))
  @ApiErrors({ 400: WHY.invalid })
  mine(@CurrentUser() caller: AuthUser, @Query() query: ReviewsQuery): Promise<AssessmentReviewsResponse> {
    return this.reviews.mine(caller.id, query.fieldId, pageOf(query));
  }

  @Put(':attemptId/:questionId')
  @ApiOk('The reviewed answer', sharedType('AssessmentReviewItem'))
  @ApiErrors({ 400: WHY.invalid, 403: 'The caller does not review this learner’s answers', 404: 'No such answer' })
  review(@CurrentUser() caller: AuthUser, @Param() params: ReviewedAnswerParams, @Body() body: ReviewAnswerDto): Promise<AssessmentReviewItem> {
    return this.reviews.review(caller.id, params.attemptId, params.questionId, body);
  }

  /** Always a download (never shown inline), private to the people who may read it. */
  @Get(':attemptId/:questionId/file')
  @ApiOk('The uploaded answer file, as an attachment', { content: media('application/octet-stream') })
  @ApiErrors({ 400: WHY.invalidId, 403: 'The file is neither the caller’s nor one they review', 404: 'No such answer or file' })
  async file(@CurrentUser() caller: AuthUser, @Param() params: ReviewedAnswerParams, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.reviews.file(caller.id, params.attemptId, params.questionId);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: file.contentType, length: file.length, disposition: `attachment; filename="${file.name.replace(/[^\w. -]/g, '_')}"` });
  }
}
