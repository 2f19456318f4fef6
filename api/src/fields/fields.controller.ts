import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Field } from '@trail/shared';
import { FieldsService } from './fields.service';

@ApiTags('fields')
@Controller('fields')
export class FieldsController {
  constructor(private readonly fields: FieldsService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=3600')
  list(): Field[] {
    return this.fields.all();
  }

  /** A list whose first element is the track, as the spec's clients read it. */
  @Get(':slug')
  @Header('Cache-Control', 'public, max-age=3600')
  one(@Param('slug') slug: string): Field[] {
    return [this.fields.bySlug(slug)];
  }
}
