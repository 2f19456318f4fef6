import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Field } from '@trail/shared';
import { FieldsService } from './fields.service';
import { ApiErrors, ApiOk, listOf } from '../platform/openapi';

@ApiTags('fields')
@Controller('fields')
export class FieldsController {
  constructor(private readonly fields: FieldsService) {}

  @Get()
  @ApiOperation({
    summary: 'The tracks',
    description: '`Field[]`: the five tracks (seeded at start, footer order), cached for an hour',
  })
  @ApiOk('Every field (track), the same for everyone (cacheable for an hour)', listOf('Field'))
  @Header('Cache-Control', 'public, max-age=3600')
  list(): Field[] {
    return this.fields.all();
  }

  /** A list whose first element is the track, as the spec's clients read it. */
  @Get(':slug')
  @ApiOperation({
    summary: 'One track by its slug',
    description:
      '`[Field]`: a list whose first element is the track; an unknown slug → 404 `This mentorship track ' +
      'does not exist`',
  })
  @ApiOk('A list whose one element is the field', listOf('Field'))
  @ApiErrors({ 404: 'No such field' })
  @Header('Cache-Control', 'public, max-age=3600')
  one(@Param('slug') slug: string): Field[] {
    return [this.fields.bySlug(slug)];
  }
}
