import { Controller, Get } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiTags } from '@nestjs/swagger';
import type { ReadyResponse } from '@trail/shared';
import type { Connection } from 'mongoose';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /**
   * Readiness, for a load balancer or a status check: unlike GET /auth/up (the wake-up ping, which
   * needs nothing) it asks MongoDB, and answers 503 with Retry-After while the database is away.
   */
  @Get('ready')
  async ready(): Promise<ReadyResponse> {
    await this.connection.db!.admin().command({ ping: 1 });
    return { status: 'ready', database: 'up' };
  }
}
