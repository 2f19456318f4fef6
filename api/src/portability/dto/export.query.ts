import { ApiProperty } from '@nestjs/swagger';
import { EXPORT_FORMATS, type ExportFormat } from '@trail/shared';
import { IsIn } from 'class-validator';

export class ExportQuery {
  @ApiProperty({ enum: EXPORT_FORMATS, description: 'json: the whole account; csv and html (browser bookmarks): saved resources' })
  @IsIn(EXPORT_FORMATS, { message: 'Choose an export format: json, csv or html' })
  format: ExportFormat;
}
