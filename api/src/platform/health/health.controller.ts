import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiTags } from '@nestjs/swagger';
import type { ReadyResponse } from '@trail/shared';
import type { Connection } from 'mongoose';
import { ApiErrors, ApiOk, sharedType } from '../openapi';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Liveness, for a container runtime or a proxy: the process answers; it asks nothing else. */
  @Get('live')
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
  @ApiOk('MongoDB answers and has a primary to take writes', sharedType('ReadyResponse'))
  @ApiErrors({ 503: 'MongoDB is away or has no primary yet (with Retry-After)' })
  async ready(): Promise<ReadyResponse> {
    const hello = await this.connection.db!.admin().command({ hello: 1 });
    if (!hello.isWritablePrimary && !hello.primary) throw new ServiceUnavailableException('MongoDB has no primary to take writes yet');
    return { status: 'ready', database: 'up' };
  }
}
