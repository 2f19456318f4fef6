import { Body, Controller, Get, Param, Put, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AssessmentReviewItem, AssessmentReviewsResponse } from '@trail/shared';
import type { Response } from 'express';
import type { AuthUser } from '../../auth/auth-user';
import { JwtAuthGuard } from '../../auth/guards/jwt-auth.guard';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ReviewAnswerDto, ReviewedAnswerParams, ReviewsQuery } from './review.dto';
import { ReviewsService } from './reviews.service';

/** Mentors review free answers (text, link, file) of their mentees; learners read the verdicts (decision 0053). */
@ApiTags('assessments')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('assessments/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  pending(@CurrentUser() caller: AuthUser, @Query() query: ReviewsQuery): Promise<AssessmentReviewsResponse> {
    return this.reviews.pending(caller.id, query.fieldId);
  }

  @Get('mine')
  mine(@CurrentUser() caller: AuthUser, @Query() query: ReviewsQuery): Promise<AssessmentReviewsResponse> {
    return this.reviews.mine(caller.id, query.fieldId);
  }

  @Put(':attemptId/:questionId')
  review(@CurrentUser() caller: AuthUser, @Param() params: ReviewedAnswerParams, @Body() body: ReviewAnswerDto): Promise<AssessmentReviewItem> {
    return this.reviews.review(caller.id, params.attemptId, params.questionId, body);
  }

  /** Always a download (never shown inline), private to the people who may read it. */
  @Get(':attemptId/:questionId/file')
  async file(@CurrentUser() caller: AuthUser, @Param() params: ReviewedAnswerParams, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.reviews.file(caller.id, params.attemptId, params.questionId);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: file.contentType, length: file.length, disposition: `attachment; filename="${file.name.replace(/[^\w. -]/g, '_')}"` });
  }
}
