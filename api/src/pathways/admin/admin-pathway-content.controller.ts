import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminPathwayContent, AdminResource, AdminSection } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { PathwayContentAdminService } from './pathway-content-admin.service';
import { ResourceEditDto } from './resource-edit.dto';
import { SectionMoveDto } from './section-move.dto';
import { SectionOrderService } from './section-order.service';
import { SectionEditDto } from './section-edit.dto';
import { ApiCreated, ApiErrors, ApiOk, sharedType, WHY } from '../../platform/openapi';

/** The admin page's "Pathway content": sections and resources, with their answer-free fields (decision 0054). */
@ApiTags('admin')
@RequireAccess({ roles: ['admin'] })
@Controller('admin')
export class AdminPathwayContentController {
  constructor(
    private readonly content: PathwayContentAdminService,
    private readonly order: SectionOrderService,
  ) {}

  @Get('pathways/:slug/content')
  @ApiOperation({
    summary: "A pathway's sections and resources, retired ones too",
    description:
      '`AdminPathwayContent`: sections (with `editedAt`, `editedBy`) and every resource in order, retired ' +
      'ones too ([decision 0054](decisions/0054-admin-content-editing-and-attempt-grants.md))',
  })
  @ApiOk("The pathway's sections and resources, retired ones included", sharedType('AdminPathwayContent'))
  @ApiErrors({ 404: 'No pathway has this slug' })
  get(@Param('slug') slug: string): Promise<AdminPathwayContent> {
    return this.content.content(slug);
  }

  @Put('pathways/:slug/sections/:no')
  @ApiOperation({
    summary: 'Edit a section',
    description:
      'Request: `SectionEditBody` `{ title, sub (1–12), dueOffsetDays 0–730, duration }`. Answer: ' +
      '`AdminSection`; no such section → 404',
  })
  @ApiOk('The changed section', sharedType('AdminSection'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such pathway or section' })
  editSection(
    @Param('slug') slug: string,
    @Param('no', new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND })) no: number,
    @Body() body: SectionEditDto,
    @CurrentUser() admin: AuthUser,
  ): Promise<AdminSection> {
    return this.content.editSection(slug, no, body, admin.id);
  }

  @Post('pathways/:slug/sections/:no/move')
  @ApiOperation({
    summary: 'Move a section up or down',
    description:
      'Request: `{ direction: "up" | "down" }`. Answer: `AdminPathwayContent`; the section trades places ' +
      "with its neighbour, with its resources, questions and learners' attempts, in one transaction; past " +
      'either end → 400 ([decision ' +
      '0062](decisions/0062-review-queue-pages-section-moves-and-seed-hand-backs.md))',
  })
  @HttpCode(HttpStatus.OK)
  @ApiOk('The pathway’s content after the section traded places with its neighbour', sharedType('AdminPathwayContent'))
  @ApiErrors({ 400: `${WHY.invalid}, or the section has no neighbour that way`, 404: 'No such pathway or section' })
  moveSection(
    @Param('slug') slug: string,
    @Param('no', new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND })) no: number,
    @Body() body: SectionMoveDto,
    @CurrentUser() admin: AuthUser,
  ): Promise<AdminPathwayContent> {
    return this.order.move(slug, no, body, admin.id);
  }

  @Post('pathways/:slug/sections/:no/reset')
  @ApiOperation({
    summary: "Reset a section's text to the seed files",
    description: "`AdminPathwayContent` with the section's text back as the seed files have it, at once",
  })
  @HttpCode(HttpStatus.OK)
  @ApiOk('The pathway’s content with the section’s text back as the seed files have it', sharedType('AdminPathwayContent'))
  @ApiErrors({ 404: 'No such pathway or section' })
  resetSection(@Param('slug') slug: string, @Param('no', new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND })) no: number): Promise<AdminPathwayContent> {
    return this.order.resetSection(slug, no);
  }

  @Post('pathways/:slug/resources')
  @ApiOperation({
    summary: 'Add a resource to a pathway',
    description:
      'Request: `ResourceEditBody` `{ section, title, photo (http(s) or null), description, duration, link ' +
      "(http(s)), article, sub, order? }`; `sub` one of the section's. Answer: 201 `AdminResource`, last " +
      'in its section unless `order`',
  })
  @ApiCreated('The new resource', sharedType('AdminResource'))
  @ApiErrors({ 400: `${WHY.invalid}, or the section or sub-section does not exist`, 404: 'No pathway has this slug' })
  addResource(@Param('slug') slug: string, @Body() body: ResourceEditDto, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.addResource(slug, body, admin.id);
  }

  @Put('pathway-resources/:id')
  @ApiOperation({
    summary: 'Edit a pathway resource',
    description: 'Request: `ResourceEditBody`. Answer: `AdminResource`',
  })
  @ApiOk('The changed resource', sharedType('AdminResource'))
  @ApiErrors({ 400: `${WHY.invalid}, or the section or sub-section does not exist`, 404: 'No such pathway resource' })
  editResource(@Param('id') id: string, @Body() body: ResourceEditDto, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.editResource(id, body, admin.id);
  }

  @Post('pathway-resources/:id/retire')
  @ApiOperation({
    summary: 'Retire a pathway resource',
    description: '`AdminResource`; retired: hidden from learners and every count, progress kept',
  })
  @ApiOk('The retired resource (hidden from learners)', sharedType('AdminResource'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'No such pathway resource' })
  @HttpCode(HttpStatus.OK)
  retire(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.setRetired(id, true, admin.id);
  }

  @Post('pathway-resources/:id/reset')
  @ApiOperation({
    summary: 'Reset a pathway resource to the seed files',
    description:
      '`AdminPathwayContent` with the resource back as the seed files have it; one made on the admin page ' +
      '→ 400',
  })
  @HttpCode(HttpStatus.OK)
  @ApiOk('The pathway’s content with the resource back as the seed files have it', sharedType('AdminPathwayContent'))
  @ApiErrors({ 400: `${WHY.invalidId}, or the resource was made on the admin page and has no seed content`, 404: 'No such pathway resource' })
  resetResource(@Param('id') id: string): Promise<AdminPathwayContent> {
    return this.order.resetResource(id);
  }

  @Post('pathway-resources/:id/restore')
  @ApiOperation({
    summary: 'Restore a retired pathway resource',
    description: '`AdminResource`; retired: hidden from learners and every count, progress kept',
  })
  @ApiOk('The resource, shown again', sharedType('AdminResource'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'No such pathway resource' })
  @HttpCode(HttpStatus.OK)
  restore(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.setRetired(id, false, admin.id);
  }
}
