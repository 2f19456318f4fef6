import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PathwayPaceResponse } from '@trail/shared';
import type { AuthUser } from '../../auth/auth-user';
import { JwtAuthGuard } from '../../auth/guards/jwt-auth.guard';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { PathwayPaceDto } from './pace.dto';
import { PaceService } from './pace.service';

/** The spec's `/users/assistant/{id}` (id: the track), owned by the pathways module. */
@ApiTags('pathways')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('users/assistant/:fieldId')
export class PaceController {
  constructor(private readonly pace: PaceService) {}

  /** Added: the pace the dashboard shows (regular until chosen). */
  @Get()
  get(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string): Promise<PathwayPaceResponse> {
    return this.pace.get(caller.id, fieldId);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  set(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string, @Body() body: PathwayPaceDto): Promise<PathwayPaceResponse> {
    return this.pace.set(caller.id, fieldId, body.rate);
  }
}
