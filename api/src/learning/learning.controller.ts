import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  LearningCounts,
  LearningResource,
  LearningResourceResponse,
  LookupLearningResponse,
  Page,
  SaveLearningResponse,
  WeeklyActivity,
} from '@trail/shared';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { ActivityQuery } from './dto/activity.query';
import { CreateLearningDto } from './dto/create-learning.dto';
import { ListLearningQuery } from './dto/list-learning.query';
import { LookupLearningQuery } from './dto/lookup-learning.query';
import { UpdateLearningDto } from './dto/update-learning.dto';
import { LearningActivityService } from './learning-activity.service';
import { LearningListService } from './learning-list.service';
import { LearningService } from './learning.service';
import { ApiAdded, ApiCreated, ApiErrors, ApiNoContent, ApiOk, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

@ApiTags('learning')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('learning')
export class LearningController {
  constructor(
    private readonly learning: LearningService,
    private readonly lists: LearningListService,
    private readonly activity: LearningActivityService,
  ) {}

  /** 201 for a new resource, 200 when that page (or that saveId) was already saved. */
  @Post()
  @ApiOperation({
    summary: 'Save a learning resource',
    description:
      'Request: `CreateLearningBody`. Answer: 201 `{ resource, alreadySaved: false }`, or 200 `{ resource, ' +
      'alreadySaved: true }` when the learner already saved that page (normalised URL) or that `saveId`',
  })
  @ApiCreated('The new saved resource', sharedType('SaveLearningResponse'))
  @ApiOk('That page (or saveId) was already saved: the saved resource', sharedType('SaveLearningResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: WHY.demo })
  async save(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateLearningDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SaveLearningResponse> {
    const saved = await this.learning.save(user.id, body);
    res.status(saved.alreadySaved ? HttpStatus.OK : HttpStatus.CREATED);
    return saved;
  }

  @Get()
  @ApiOperation({
    summary: "A page of the learner's saved resources, by view and filters",
    description:
      'Request: `view=progress|wishlist|history|reminders`, `q` (keyword in title or source), `skill`, ' +
      "`types=Video,Course`, `source`, `limit` (≤ 50, default 20), `cursor` (the previous page's; reads " +
      'the next page at the cost of the first) or `page` (1…, ignored with `cursor`). Answer: ' +
      '`Page<LearningResource>` newest first: `{ items, hasMore, page, limit, cursor? }` (`cursor` while ' +
      '`hasMore`; no total: the library is not recounted on every page)',
  })
  @ApiAdded()
  @ApiOk("A page of the caller's saved resources, filtered", sharedType('Page<LearningResource>', 'The `Page<LearningResource>` type of @trail/shared: `{ items, hasMore, page, limit }`'))
  @ApiErrors({ 400: 'A filter, the cursor or the limit is not valid' })
  list(@CurrentUser() user: AuthUser, @Query() query: ListLearningQuery): Promise<Page<LearningResource>> {
    return this.lists.list(user.id, query);
  }

  @Get('lookup')
  @ApiOperation({
    summary: 'Whether a page is already saved',
    description: '`{ resource }` or `{ resource: null }` — "already saved"',
  })
  @ApiAdded()
  @ApiOk('The saved resource for a page address, or null', sharedType('LookupLearningResponse'))
  @ApiErrors({ 400: WHY.invalid })
  async lookup(@CurrentUser() user: AuthUser, @Query() query: LookupLearningQuery): Promise<LookupLearningResponse> {
    return { resource: await this.learning.lookup(user.id, query.url) };
  }

  @Get('counts')
  @ApiOperation({
    summary: "The Home tiles' counts",
    description: '`LearningCounts`: the Home tiles',
  })
  @ApiAdded()
  @ApiOk('How many resources the caller saved, by status', sharedType('LearningCounts'))
  counts(@CurrentUser() user: AuthUser): Promise<LearningCounts> {
    return this.lists.counts(user.id);
  }

  @Get('activity')
  @ApiOperation({
    summary: 'Resources added per day this week',
    description: '`WeeklyActivity`: resources added per day this week, Sunday first, and the bar heights',
  })
  @ApiAdded()
  @ApiOk("The caller's week of saves and completions", sharedType('WeeklyActivity'))
  @ApiErrors({ 400: WHY.invalid })
  weeklyActivity(@CurrentUser() user: AuthUser, @Query() query: ActivityQuery): Promise<WeeklyActivity> {
    return this.activity.weekly(user.id, query.tz);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Update a saved resource',
    description: 'Request: `UpdateLearningBody`. Answer: `{ resource }`',
  })
  @ApiOk('The changed saved resource', sharedType('LearningResourceResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or nothing to update`, 403: WHY.demo, 404: 'The caller has no such saved resource' })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateLearningDto,
  ): Promise<LearningResourceResponse> {
    return { resource: await this.learning.update(user.id, id, body) };
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a saved resource',
    description: '204',
  })
  @ApiAdded()
  @ApiNoContent('The saved resource is deleted')
  @ApiErrors({ 400: WHY.invalidId, 403: WHY.demo, 404: 'The caller has no such saved resource' })
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.learning.remove(user.id, id);
  }
}
