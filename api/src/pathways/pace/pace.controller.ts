import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PathwayPaceResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { PathwayPaceDto } from './pace.dto';
import { PaceService } from './pace.service';
import { ApiAdded, ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../../platform/openapi';

/** The spec's `/users/assistant/{id}` (id: the track), owned by the pathways module. */
@ApiTags('pathways')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('users/assistant/:fieldId')
export class PaceController {
  constructor(private readonly pace: PaceService) {}

  /** Added: the pace the dashboard shows (regular until chosen). */
  @Get()
  @ApiOperation({
    summary: "The caller's pace on a track's pathway",
    description: "`PathwayPaceResponse`: the caller's pace, `regular` until chosen",
  })
  @ApiAdded()
  @ApiOk("The caller's pace on the field's pathway", sharedType('PathwayPaceResponse'))
  @ApiErrors({ 404: 'No such field or pathway' })
  get(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string): Promise<PathwayPaceResponse> {
    return this.pace.get(caller.id, fieldId);
  }

  @Post()
  @ApiOperation({
    summary: "Set the caller's pace on a track's pathway",
    description:
      "Request: signed in; `PathwayPaceBody` `{ rate: 'slow' | 'regular' | 'intense' }`. Answer: " +
      "`PathwayPaceResponse` `{ fieldId, rate }`: the Trail assistant pace on the track's pathway (slow " +
      '×1.5, intense ×0.75 the days to each due date; the dashboard applies it with `pathwayProgress`). ' +
      'Another rate → 400 `rate must be one of slow, regular, intense`; unknown track → 404; a track ' +
      'without a pathway → 404 `This track has no pathway yet`',
  })
  @ApiOk('The pace, saved', sharedType('PathwayPaceResponse'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such field or pathway' })
  @HttpCode(HttpStatus.OK)
  set(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string, @Body() body: PathwayPaceDto): Promise<PathwayPaceResponse> {
    return this.pace.set(caller.id, fieldId, body.rate);
  }
}
