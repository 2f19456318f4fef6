import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ImportResult } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { LearningService } from '../learning';
import { ImportDto } from './dto/import.dto';
import { ApiAdded, ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

@ApiTags('import')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('import')
export class DataImportController {
  constructor(private readonly learning: LearningService) {}

  /** One batch of a file the dashboard has read (bookmarks, Pocket, Raindrop, Karakeep, Omnivore, Trail). */
  @Post()
  @ApiOperation({
    summary: 'Import a batch of saved resources',
    description:
      'Request: `ImportBody`: `{ items: ImportItem[] }`, 1 to 200 (`IMPORT_BATCH_SIZE`) items `{ title, ' +
      'link, type, microSkill, wishList, savedAt? }`. Answer: 200 `ImportResult` `{ added, alreadySaved ' +
      '}`. Each item is saved dated `savedAt` (never later than now), to the wishlist when `wishList`; a ' +
      'page the learner already has (same normalised URL) is left as it is and counted in `alreadySaved`. ' +
      'One bad item → 400 and nothing of the batch is written; more than 200 → 400 `Send at most 200 items ' +
      'at a time`. The dashboard reads the file itself (`parseImportFile` in shared: browser bookmarks, ' +
      'Pocket, Raindrop, Karakeep, Omnivore, Trail) and sends it in batches',
  })
  @ApiAdded()
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
