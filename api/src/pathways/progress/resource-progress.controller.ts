import { Controller, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
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
  @ApiOk('The resource, now the one the caller is on', sharedType('PathwayResource'))
  @ApiErrors({ 400: WHY.invalidId, 402: 'No plan on this pathway', 404: 'No such pathway resource' })
  open(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<PathwayResource> {
    return this.progress.open(caller.id, id);
  }

  /** Marked as read: completed. Answers the resource with its state. */
  @Put('resource/:id')
  @ApiOk('The resource, marked complete', sharedType('PathwayResource'))
  @ApiErrors({ 400: WHY.invalidId, 402: 'No plan on this pathway', 404: 'No such pathway resource' })
  complete(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<PathwayResource> {
    return this.progress.complete(caller.id, id);
  }
}
