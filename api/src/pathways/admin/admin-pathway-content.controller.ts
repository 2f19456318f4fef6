import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  @ApiOk("The pathway's sections and resources, retired ones included", sharedType('AdminPathwayContent'))
  @ApiErrors({ 404: 'No pathway has this slug' })
  get(@Param('slug') slug: string): Promise<AdminPathwayContent> {
    return this.content.content(slug);
  }

  @Put('pathways/:slug/sections/:no')
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
  @HttpCode(HttpStatus.OK)
  @ApiOk('The pathway’s content with the section’s text back as the seed files have it', sharedType('AdminPathwayContent'))
  @ApiErrors({ 404: 'No such pathway or section' })
  resetSection(@Param('slug') slug: string, @Param('no', new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND })) no: number): Promise<AdminPathwayContent> {
    return this.order.resetSection(slug, no);
  }

  @Post('pathways/:slug/resources')
  @ApiCreated('The new resource', sharedType('AdminResource'))
  @ApiErrors({ 400: `${WHY.invalid}, or the section or sub-section does not exist`, 404: 'No pathway has this slug' })
  addResource(@Param('slug') slug: string, @Body() body: ResourceEditDto, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.addResource(slug, body, admin.id);
  }

  @Put('pathway-resources/:id')
  @ApiOk('The changed resource', sharedType('AdminResource'))
  @ApiErrors({ 400: `${WHY.invalid}, or the section or sub-section does not exist`, 404: 'No such pathway resource' })
  editResource(@Param('id') id: string, @Body() body: ResourceEditDto, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.editResource(id, body, admin.id);
  }

  @Post('pathway-resources/:id/retire')
  @ApiOk('The retired resource (hidden from learners)', sharedType('AdminResource'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'No such pathway resource' })
  @HttpCode(HttpStatus.OK)
  retire(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.setRetired(id, true, admin.id);
  }

  @Post('pathway-resources/:id/reset')
  @HttpCode(HttpStatus.OK)
  @ApiOk('The pathway’s content with the resource back as the seed files have it', sharedType('AdminPathwayContent'))
  @ApiErrors({ 400: `${WHY.invalidId}, or the resource was made on the admin page and has no seed content`, 404: 'No such pathway resource' })
  resetResource(@Param('id') id: string): Promise<AdminPathwayContent> {
    return this.order.resetResource(id);
  }

  @Post('pathway-resources/:id/restore')
  @ApiOk('The resource, shown again', sharedType('AdminResource'))
  @ApiErrors({ 400: WHY.invalidId, 404: 'No such pathway resource' })
  @HttpCode(HttpStatus.OK)
  restore(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.setRetired(id, false, admin.id);
  }
}
