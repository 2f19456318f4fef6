import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminPathwayContent, AdminResource, AdminSection } from '@trail/shared';
import type { AuthUser } from '../../auth/auth-user';
import { RequireAccess } from '../../auth/access/require-access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { PathwayContentAdminService } from './pathway-content-admin.service';
import { ResourceEditDto } from './resource-edit.dto';
import { SectionMoveDto } from './section-move.dto';
import { SectionOrderService } from './section-order.service';
import { SectionEditDto } from './section-edit.dto';

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
  get(@Param('slug') slug: string): Promise<AdminPathwayContent> {
    return this.content.content(slug);
  }

  @Put('pathways/:slug/sections/:no')
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
  @ApiOkResponse({ description: 'The pathway’s content after the section traded places with its neighbour' })
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
  @ApiOkResponse({ description: 'The pathway’s content with the section’s text back as the seed files have it' })
  resetSection(@Param('slug') slug: string, @Param('no', new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND })) no: number): Promise<AdminPathwayContent> {
    return this.order.resetSection(slug, no);
  }

  @Post('pathways/:slug/resources')
  addResource(@Param('slug') slug: string, @Body() body: ResourceEditDto, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.addResource(slug, body, admin.id);
  }

  @Put('pathway-resources/:id')
  editResource(@Param('id') id: string, @Body() body: ResourceEditDto, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.editResource(id, body, admin.id);
  }

  @Post('pathway-resources/:id/retire')
  @HttpCode(HttpStatus.OK)
  retire(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.setRetired(id, true, admin.id);
  }

  @Post('pathway-resources/:id/reset')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The pathway’s content with the resource back as the seed files have it' })
  resetResource(@Param('id') id: string): Promise<AdminPathwayContent> {
    return this.order.resetResource(id);
  }

  @Post('pathway-resources/:id/restore')
  @HttpCode(HttpStatus.OK)
  restore(@Param('id') id: string, @CurrentUser() admin: AuthUser): Promise<AdminResource> {
    return this.content.setRetired(id, false, admin.id);
  }
}
