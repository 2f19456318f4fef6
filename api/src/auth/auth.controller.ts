import { Controller, Get } from '@nestjs/common';
import type { UpResponse } from '@trail/shared';

@Controller('auth')
export class AuthController {
  /** Wake-up check: the dashboard pings it on load so a sleeping host starts early. */
  @Get('up')
  up(): UpResponse {
    return { status: 'up' };
  }
}
