import { Controller, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PathwayResource } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { ResourceProgressService } from './resource-progress.service';
import { ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../../platform/openapi';

/**
 * The spec's `/users/currentresource` and `/users/resource` paths, owned by the pathways module, which
 * AppModule imports before UsersModule so `PUT /users/:id` does not take them.
 */
@ApiTags('pathways')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('users')
export class ResourceProgressController {
  constructor(private readonly progress: ResourceProgressService) {}

  /** Opened: new → pending. Answers the resource with its state. */
  @Put('currentresource/:id')
  @ApiOperation({
    summary: 'Mark a pathway resource as opened',
    description:
      '`PathwayResource`: opened, `new` → `pending` (a completed one stays completed); unknown or ' +
      'malformed id → 404 `This pathway resource does not exist`',
  })
  @ApiOk('The resource, now the one the caller is on', sharedType('PathwayResource'))
  @ApiErrors({ 400: WHY.invalidId, 402: 'No plan on this pathway', 404: 'No such pathway resource' })
  open(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<PathwayResource> {
    return this.progress.open(caller.id, id);
  }

  /** Marked as read: completed. Answers the resource with its state. */
  @Put('resource/:id')
  @ApiOperation({
    summary: 'Mark a pathway resource as completed',
    description:
      '`PathwayResource`: marked as read, `completed` (opened or not); again → the same answer; unknown id ' +
      '→ 404',
  })
  @ApiOk('The resource, marked complete', sharedType('PathwayResource'))
  @ApiErrors({ 400: WHY.invalidId, 402: 'No plan on this pathway', 404: 'No such pathway resource' })
  complete(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<PathwayResource> {
    return this.progress.complete(caller.id, id);
  }
}
