import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { DataExportService } from './data-export.service';
import { ExportQuery } from './dto/export.query';
import { ApiErrors, ApiOk, media, SIGNED_IN } from '../platform/openapi';

@ApiTags('export')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('export')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  /** A download of the caller's own data (Settings → Your data). */
  @Get()
  @ApiErrors({ 400: 'The format is not json, csv or html', 404: 'This account no longer exists' })
  @ApiProduces('application/json', 'text/csv', 'text/html')
  @ApiOk('The file, as an attachment named trail-export-YYYY-MM-DD.<format>', { content: media('application/json', 'text/csv', 'text/html') })
  async download(@Query() query: ExportQuery, @CurrentUser() caller: AuthUser, @Res({ passthrough: true }) res: Response): Promise<string> {
    const file = await this.exports.export(caller.id, query.format);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    // Personal data: never kept by a shared cache or the browser's.
    res.setHeader('Cache-Control', 'no-store');
    return file.body;
  }
}
