import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ReadyResponse } from '@trail/shared';
import type { Connection } from 'mongoose';
import { ApiAdded, ApiErrors, ApiOk, sharedType } from '../openapi';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Liveness, for a container runtime or a proxy: the process answers; it asks nothing else. */
  @Get('live')
  @ApiOperation({
    summary: 'Liveness: the process answers',
    description:
      "`{ status: 'live' }`: the process answers (a container's or proxy's liveness check); asks nothing " +
      'else',
  })
  @ApiAdded()
  @ApiOk('The process answers; nothing else is asked', { type: 'object', properties: { status: { type: 'string', enum: ['live'] } } })
  live(): { status: 'live' } {
    return { status: 'live' };
  }

  /**
   * Readiness, for a load balancer or a status check: it asks MongoDB, and answers 503 with
   * Retry-After while the database is away or its replica set has no primary to take writes
   * (during an election), so traffic goes to an instance that can serve it.
   */
  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: MongoDB answers and has a primary',
    description:
      "`ReadyResponse` `{ status: 'ready', database: 'up' }` when MongoDB answers and its replica set has " +
      'a primary; otherwise 503 with `Retry-After`. `GET /auth/up` stays the wake-up ping and needs no ' +
      'database',
  })
  @ApiAdded()
  @ApiOk('MongoDB answers and has a primary to take writes', sharedType('ReadyResponse'))
  @ApiErrors({ 503: 'MongoDB is away or has no primary yet (with Retry-After)' })
  async ready(): Promise<ReadyResponse> {
    const hello = await this.connection.db!.admin().command({ hello: 1 });
    if (!hello.isWritablePrimary && !hello.primary) throw new ServiceUnavailableException('MongoDB has no primary to take writes yet');
    return { status: 'ready', database: 'up' };
  }
}
