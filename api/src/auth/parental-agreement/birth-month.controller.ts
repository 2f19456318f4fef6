import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserResponse } from '@trail/shared';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import type { AuthUser } from '../auth-user';
import { JwtAuthGuard } from '../guards/jwt-auth.guard';
import { BirthMonthDto } from './birth-month.dto';
import { BirthMonthService } from './birth-month.service';

/** Lives with the parental agreement it may start; the users module gains no dependency on auth. */
@ApiTags('users')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('users/me/birth-month')
export class BirthMonthController {
  constructor(private readonly birthMonths: BirthMonthService) {}

  /** Once: an account made before sign-up asked gives its month of birth; it cannot be changed afterwards. */
  @Put()
  @RateLimit('emailLink')
  record(@CurrentUser() caller: AuthUser, @Body() dto: BirthMonthDto): Promise<UserResponse> {
    return this.birthMonths.record(caller.id, dto);
  }
}
