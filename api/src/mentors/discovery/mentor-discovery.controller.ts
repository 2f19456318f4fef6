import { Controller, Get, Header, Inject, Param, Query } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { CursorPage, FieldMentors, MentorPage, MentorsByField, PublicMentor } from '@trail/shared';
import { CursorPageQuery, PageLimitQuery } from '../../platform/paging';
import { appConfig, type AppConfig } from '../../platform/config';
import { MentorDiscoveryService } from './mentor-discovery.service';
import { mentorPreviewHtml } from './mentor-preview';
import { ApiErrors, ApiOk, listOf, media, pageOf, sharedType, WHY } from '../../platform/openapi';

/** Public: anyone may browse mentors and their free hours; only public fields leave here. */
@ApiTags('mentors')
@Controller()
export class MentorDiscoveryController {
  constructor(
    private readonly discovery: MentorDiscoveryService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  @Get('mentors')
  @ApiOk('Listed mentors grouped by field, up to `limit` per field', sharedType('MentorsByField'))
  @ApiErrors({ 400: WHY.invalid })
  byField(@Query() query: PageLimitQuery): Promise<MentorsByField> {
    return this.discovery.byField(query.limit);
  }

  @Get('mentors/field/:fieldId')
  @ApiOk("A page of one field's listed mentors", pageOf('PublicMentor'))
  @ApiErrors({ 400: 'The cursor or limit is not valid', 404: 'No such field' })
  pageOfField(@Param('fieldId') fieldId: string, @Query() query: CursorPageQuery): Promise<CursorPage<PublicMentor>> {
    return this.discovery.pageOfField(fieldId, query.limit, query.cursor);
  }

  @Get('fields/:slug/mentors')
  @ApiOk("A track, by its slug, with the first page of its listed mentors (up to `limit`)", sharedType('FieldMentors'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such field' })
  ofTrack(@Param('slug') slug: string, @Query() query: PageLimitQuery): Promise<FieldMentors> {
    return this.discovery.ofTrack(slug, query.limit);
  }

  @Get('meetings/field/:fieldId')
  @ApiOk("The field's listed mentors with their free hours", listOf('PublicMentor'))
  @ApiErrors({ 404: 'No such field' })
  ofField(@Param('fieldId') fieldId: string): Promise<PublicMentor[]> {
    return this.discovery.ofField(fieldId);
  }

  @Get('meetings/singlementor/:username')
  @ApiOk("A mentor's public page: profile and bookable hours", sharedType('MentorPage'))
  @ApiErrors({ 404: 'No mentor has this username, or the mentor is not listed' })
  page(@Param('username') username: string): Promise<MentorPage> {
    return this.discovery.page(username);
  }

  /** For link-preview crawlers only (the proxy routes them here): a shared mentor page's Open Graph tags. */
  @Get('previews/mentor/:username')
  @ApiOk('An HTML page of Open Graph tags that sends people on to the dashboard', { content: media('text/html') })
  @ApiErrors({ 404: 'No mentor has this username, or the mentor is not listed' })
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiProduces('text/html')
  async preview(@Param('username') username: string): Promise<string> {
    return mentorPreviewHtml(await this.discovery.publicMentor(username), this.app.dashboardUrl, `/${encodeURIComponent(username)}`);
  }
}
