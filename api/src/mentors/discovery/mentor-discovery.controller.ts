import { Controller, Get, Header, Inject, Param, Query } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { CursorPage, MentorPage, MentorsByField, PublicMentor } from '@trail/shared';
import { CursorPageQuery, PageLimitQuery } from '../../common/paging/cursor-page.query';
import { appConfig, type AppConfig } from '../../config/app.config';
import { MentorDiscoveryService } from './mentor-discovery.service';
import { mentorPreviewHtml } from './mentor-preview';

/** Public: anyone may browse mentors and their free hours; only public fields leave here. */
@ApiTags('mentors')
@Controller()
export class MentorDiscoveryController {
  constructor(
    private readonly discovery: MentorDiscoveryService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  @Get('mentors')
  byField(@Query() query: PageLimitQuery): Promise<MentorsByField> {
    return this.discovery.byField(query.limit);
  }

  @Get('mentors/field/:fieldId')
  pageOfField(@Param('fieldId') fieldId: string, @Query() query: CursorPageQuery): Promise<CursorPage<PublicMentor>> {
    return this.discovery.pageOfField(fieldId, query.limit, query.cursor);
  }

  @Get('meetings/field/:fieldId')
  ofField(@Param('fieldId') fieldId: string): Promise<PublicMentor[]> {
    return this.discovery.ofField(fieldId);
  }

  @Get('meetings/singlementor/:username')
  page(@Param('username') username: string): Promise<MentorPage> {
    return this.discovery.page(username);
  }

  /** For link-preview crawlers only (the proxy routes them here): a shared mentor page's Open Graph tags. */
  @Get('previews/mentor/:username')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiProduces('text/html')
  async preview(@Param('username') username: string): Promise<string> {
    return mentorPreviewHtml(await this.discovery.publicMentor(username), this.app.dashboardUrl, `/${encodeURIComponent(username)}`);
  }
}
