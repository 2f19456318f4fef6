import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Pathway, PathwayResource } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { PathwaysService } from './pathways.service';
import { ApiErrors, ApiOk, listOf, sharedType, SIGNED_IN } from '../platform/openapi';

@ApiTags('pathways')
@Controller('pathways')
export class PathwaysController {
  constructor(private readonly pathways: PathwaysService) {}

  /** Public: the pathway page shows sections and plans to anyone. */
  @Get(':slug')
  @ApiOk('The pathway: sections, prices and outline (cacheable for 5 minutes)', sharedType('Pathway'))
  @ApiErrors({ 404: 'No pathway has this slug' })
  @Header('Cache-Control', 'public, max-age=300')
  one(@Param('slug') slug: string): Promise<Pathway> {
    return this.pathways.bySlug(slug);
  }

  /** Every resource of every section, in order, with the caller's progress (spec §7: the client filters by type). Only a learner with a plan on it (else 402, decision 0043). */
  @Get(':slug/resources')
  @ApiOk("The pathway's resources with the caller's progress", listOf('PathwayResource'))
  @ApiErrors({ ...SIGNED_IN, 402: 'No plan on this pathway', 404: 'No pathway has this slug' })
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  resources(@CurrentUser() caller: AuthUser, @Param('slug') slug: string): Promise<PathwayResource[]> {
    return this.pathways.resourcesOf(slug, caller.id);
  }
}
