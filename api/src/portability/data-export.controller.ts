import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { DataExportService } from './data-export.service';
import { ExportQuery } from './dto/export.query';
import { ApiAdded, ApiErrors, ApiOk, media, SIGNED_IN } from '../platform/openapi';

@ApiTags('export')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('export')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  /** A download of the caller's own data (Settings → Your data). */
  @Get()
  @ApiOperation({
    summary: "Download the caller's own data (JSON, CSV or HTML bookmarks)",
    description:
      "Request: `format=json|csv|html`. Answer: The caller's own data as an attachment " +
      '(`Content-Disposition: attachment; filename="trail-export-YYYY-MM-DD.json"`, `Cache-Control: ' +
      'no-store`). `json`: `AccountExport` — `{ version: 1, exportedAt, account, learning, todos }`, ' +
      'everything the account holds, never the password or token fields; `csv`: one row per saved resource ' +
      '(`CSV_COLUMNS`), cells starting with `= + - @` quoted away so a spreadsheet never runs them; ' +
      '`html`: a Netscape bookmark file (a "Trail" folder with "Learning" and "Wishlist", micro skills as ' +
      '`TAGS`) that browsers and Raindrop import. Another format → 400 `Choose an export format: json, csv ' +
      'or html` ([decision 0030](decisions/0030-export-formats.md))',
  })
  @ApiAdded()
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
