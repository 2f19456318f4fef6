import { Controller, Get, Header, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { CursorPage, FieldMentors, MentorPage, MentorsByField, PublicMentor } from '@trail/shared';
import { CursorPageQuery, PageLimitQuery } from '../../platform/paging';
import { appConfig, type AppConfig } from '../../platform/config';
import { MentorDiscoveryService } from './mentor-discovery.service';
import { mentorPreviewHtml } from './mentor-preview';
import { ApiAdded, ApiErrors, ApiOk, listOf, media, pageOf, sharedType, WHY } from '../../platform/openapi';

/** Public: anyone may browse mentors and their free hours; only public fields leave here. */
@ApiTags('mentors')
@Controller()
export class MentorDiscoveryController {
  constructor(
    private readonly discovery: MentorDiscoveryService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  @Get('mentors')
  @ApiOperation({
    summary: 'Every track with the first page of its listed mentors',
    description:
      'Request: `limit` 1–50 (default 12). Answer: `MentorsByField` `{ fields: [{ field, mentors: ' +
      'PublicMentor[], hasMore, cursor? }] }`: every track, in order, with the first page of its listed ' +
      "mentors (possibly none) in `/meetings/field/:fieldId`'s order; the rest from `GET " +
      '/mentors/field/:fieldId?cursor=`. One aggregation (decision 0057)',
  })
  @ApiAdded()
  @ApiOk('Listed mentors grouped by field, up to `limit` per field', sharedType('MentorsByField'))
  @ApiErrors({ 400: WHY.invalid })
  byField(@Query() query: PageLimitQuery): Promise<MentorsByField> {
    return this.discovery.byField(query.limit);
  }

  @Get('mentors/field/:fieldId')
  @ApiOperation({
    summary: "The next page of one track's listed mentors",
    description:
      'Request: `limit` 1–50 (default 12), `cursor` from the page before. Answer: ' +
      "`CursorPage<PublicMentor>` `{ items, hasMore, cursor? }`: one page of the track's listed mentors, " +
      'soonest `nextFreeAt` first, then name, then id; a cursor it did not give out → 400 `{ error }`; ' +
      'unknown track → 404. One aggregation',
  })
  @ApiAdded()
  @ApiOk("A page of one field's listed mentors", pageOf('PublicMentor'))
  @ApiErrors({ 400: 'The cursor or limit is not valid', 404: 'No such field' })
  pageOfField(@Param('fieldId') fieldId: string, @Query() query: CursorPageQuery): Promise<CursorPage<PublicMentor>> {
    return this.discovery.pageOfField(fieldId, query.limit, query.cursor);
  }

  @Get('fields/:slug/mentors')
  @ApiOperation({
    summary: 'One track, by slug, with the first page of its listed mentors',
    description:
      'Request: `limit` 1–50 (default 12). Answer: `FieldMentors` `{ field, mentors: PublicMentor[], ' +
      'hasMore, cursor? }`: one track by its slug with the first page of its listed mentors, as one track ' +
      'of `GET /mentors`; the rest from `GET /mentors/field/:fieldId?cursor=`. Unknown track → 404 `{ ' +
      'error: "This mentorship track does not exist" }`. The track\'s page `/mentor/schedule?field=` reads ' +
      'it, and the page renderer renders that page from it (decision 0070). One aggregation',
  })
  @ApiAdded()
  @ApiOk("A track, by its slug, with the first page of its listed mentors (up to `limit`)", sharedType('FieldMentors'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such field' })
  ofTrack(@Param('slug') slug: string, @Query() query: PageLimitQuery): Promise<FieldMentors> {
    return this.discovery.ofTrack(slug, query.limit);
  }

  @Get('meetings/field/:fieldId')
  @ApiOperation({
    summary: 'All listed mentors of a track',
    description:
      "`PublicMentor[]`: the track's listed mentors (approved, not suspended), soonest `nextFreeAt` first, " +
      'those with no free hour last; malformed or unknown id → 404; the whole list (spec §7), from one ' +
      'aggregation that joins the accounts and taken hours (decision 0057)',
  })
  @ApiOk("The field's listed mentors with their free hours", listOf('PublicMentor'))
  @ApiErrors({ 404: 'No such field' })
  ofField(@Param('fieldId') fieldId: string): Promise<PublicMentor[]> {
    return this.discovery.ofField(fieldId);
  }

  @Get('meetings/singlementor/:username')
  @ApiOperation({
    summary: "A mentor's public page: profile and bookable hours of the next 14 days",
    description:
      '`MentorPage` `{ mentor, occurrences }`: the free occurrences of the next 14 days, ascending; hours ' +
      'booked or held (hold not lapsed) are left out; unknown, not a mentor or suspended → 404 `There is ' +
      'no mentor with this username`. A mentor in their account-deletion grace period → 410 `This mentor ' +
      'is leaving Trail and takes no new bookings…` and is left out of every mentor list until they sign ' +
      'in again. One aggregation on `users` joining the profile and the taken hours (decision 0057)',
  })
  @ApiOk("A mentor's public page: profile and bookable hours", sharedType('MentorPage'))
  @ApiErrors({ 404: 'No mentor has this username, or the mentor is not listed' })
  page(@Param('username') username: string): Promise<MentorPage> {
    return this.discovery.page(username);
  }

  /** For link-preview crawlers only (the proxy routes them here): a shared mentor page's Open Graph tags. */
  @Get('previews/mentor/:username')
  @ApiOperation({
    summary: "Link-preview tags (Open Graph, Twitter) of a mentor's page, for crawlers",
    description:
      "`text/html`: a mentor page's Open Graph and Twitter tags for link-preview crawlers (the proxy sends " +
      "them here, decision 0038); unknown → Trail's own preview, 200. Cached 5 min",
  })
  @ApiAdded()
  @ApiOk('An HTML page of Open Graph tags that sends people on to the dashboard', { content: media('text/html') })
  @ApiErrors({ 404: 'No mentor has this username, or the mentor is not listed' })
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiProduces('text/html')
  async preview(@Param('username') username: string): Promise<string> {
    return mentorPreviewHtml(await this.discovery.publicMentor(username), this.app.dashboardUrl, `/${encodeURIComponent(username)}`);
  }
}
