import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Field } from '@trail/shared';
import { FieldsService } from './fields.service';
import { ApiErrors, ApiOk, listOf } from '../platform/openapi';

@ApiTags('fields')
@Controller('fields')
export class FieldsController {
  constructor(private readonly fields: FieldsService) {}

  @Get()
  @ApiOk('Every field (track), the same for everyone (cacheable for an hour)', listOf('Field'))
  @Header('Cache-Control', 'public, max-age=3600')
  list(): Field[] {
    return this.fields.all();
  }

  /** A list whose first element is the track, as the spec's clients read it. */
  @Get(':slug')
  @ApiOk('A list whose one element is the field', listOf('Field'))
  @ApiErrors({ 404: 'No such field' })
  @Header('Cache-Control', 'public, max-age=3600')
  one(@Param('slug') slug: string): Field[] {
    return [this.fields.bySlug(slug)];
  }
}
