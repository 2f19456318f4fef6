import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ImportResult } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { LearningService } from '../learning';
import { ImportDto } from './dto/import.dto';
import { ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

@ApiTags('import')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('import')
export class DataImportController {
  constructor(private readonly learning: LearningService) {}

  /** One batch of a file the dashboard has read (bookmarks, Pocket, Raindrop, Karakeep, Omnivore, Trail). */
  @Post()
  @ApiOk('How many items were added, already there or skipped', sharedType('ImportResult'))
  @ApiErrors({ 400: WHY.invalid, 403: WHY.demo, 404: 'This account no longer exists', 413: WHY.tooLarge })
  @HttpCode(200)
  importBatch(@Body() body: ImportDto, @CurrentUser() caller: AuthUser): Promise<ImportResult> {
    const now = Date.now();
    return this.learning.importMany(
      caller.id,
      body.items.map((item) => ({
        title: item.title,
        link: item.link,
        type: item.type,
        microSkill: item.microSkill,
        wishList: item.wishList,
        // A date from the future (a clock gone wrong) would sort above everything saved since.
        at: new Date(Math.min(item.savedAt ? Date.parse(item.savedAt) : now, now)),
      })),
    );
  }
}
