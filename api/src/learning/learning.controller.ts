import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
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
import type { AuthUser } from '../auth/auth-user';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ActivityQuery } from './dto/activity.query';
import { CreateLearningDto } from './dto/create-learning.dto';
import { ListLearningQuery } from './dto/list-learning.query';
import { LookupLearningQuery } from './dto/lookup-learning.query';
import { UpdateLearningDto } from './dto/update-learning.dto';
import { LearningActivityService } from './learning-activity.service';
import { LearningListService } from './learning-list.service';
import { LearningService } from './learning.service';

@ApiTags('learning')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('learning')
export class LearningController {
  constructor(
    private readonly learning: LearningService,
    private readonly lists: LearningListService,
    private readonly activity: LearningActivityService,
  ) {}

  /** 201 for a new resource, 200 when that page (or that saveId) was already saved. */
  @Post()
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
  list(@CurrentUser() user: AuthUser, @Query() query: ListLearningQuery): Promise<Page<LearningResource>> {
    return this.lists.list(user.id, query);
  }

  @Get('lookup')
  async lookup(@CurrentUser() user: AuthUser, @Query() query: LookupLearningQuery): Promise<LookupLearningResponse> {
    return { resource: await this.learning.lookup(user.id, query.url) };
  }

  @Get('counts')
  counts(@CurrentUser() user: AuthUser): Promise<LearningCounts> {
    return this.lists.counts(user.id);
  }

  @Get('activity')
  weeklyActivity(@CurrentUser() user: AuthUser, @Query() query: ActivityQuery): Promise<WeeklyActivity> {
    return this.activity.weekly(user.id, query.tz);
  }

  @Put(':id')
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateLearningDto,
  ): Promise<LearningResourceResponse> {
    return { resource: await this.learning.update(user.id, id, body) };
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.learning.remove(user.id, id);
  }
}
