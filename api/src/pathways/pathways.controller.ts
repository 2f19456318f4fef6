import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Pathway, PathwayResource } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { PathwaysService } from './pathways.service';
import { ApiAdded, ApiErrors, ApiOk, listOf, sharedType, SIGNED_IN } from '../platform/openapi';

@ApiTags('pathways')
@Controller('pathways')
export class PathwaysController {
  constructor(private readonly pathways: PathwaysService) {}

  /** Public: the pathway page shows sections and plans to anyone. */
  @Get(':slug')
  @ApiOperation({
    summary: 'A pathway: sections and plans',
    description:
      '`Pathway` `{ _id, slug, title, fieldId, summary, outcomes, sections, plans }`: sections by `no` ' +
      'with `sub`, `dueOffsetDays`, `duration` and counts `resource`, `readings`, `videos`; `plans` 1 ' +
      'Basic, 2 Premium, 3 Best Value with `fullPriceKobo`, `monthlyPriceKobo`, `months` from config. ' +
      'Public, cached 5 minutes; unknown slug → 404 `This pathway does not exist`. One aggregation',
  })
  @ApiAdded()
  @ApiOk('The pathway: sections, prices and outline (cacheable for 5 minutes)', sharedType('Pathway'))
  @ApiErrors({ 404: 'No pathway has this slug' })
  @Header('Cache-Control', 'public, max-age=300')
  one(@Param('slug') slug: string): Promise<Pathway> {
    return this.pathways.bySlug(slug);
  }

  /** Every resource of every section, in order, with the caller's progress (spec §7: the client filters by type). Only a learner with a plan on it (else 402, decision 0043). */
  @Get(':slug/resources')
  @ApiOperation({
    summary: "A pathway's resources with the caller's progress",
    description:
      "`PathwayResource[]`: every resource, by section then order, each with the caller's `state` (`new`, " +
      '`pending`, `completed`) and `openedAt`; the client filters by section and type. Unknown slug → 404. ' +
      'One aggregation',
  })
  @ApiOk("The pathway's resources with the caller's progress", listOf('PathwayResource'))
  @ApiErrors({ ...SIGNED_IN, 402: 'No plan on this pathway', 404: 'No pathway has this slug' })
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  resources(@CurrentUser() caller: AuthUser, @Param('slug') slug: string): Promise<PathwayResource[]> {
    return this.pathways.resourcesOf(slug, caller.id);
  }
}
