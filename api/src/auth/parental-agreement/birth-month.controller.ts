import { Body, Controller, HttpStatus, Put, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BirthMonthResponse } from '@trail/shared';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../../session';
import { RateLimit } from '../../platform/throttling';
import { ApiAnswers, ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../../platform/openapi';
import { BirthMonthDto } from './birth-month.dto';
import { BirthMonthService } from './birth-month.service';

/** Lives with the parental agreement it may start; the users module gains no dependency on auth. */
@ApiTags('users')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('users/me/birth-month')
export class BirthMonthController {
  constructor(private readonly birthMonths: BirthMonthService) {}

  /** Once: an account made before sign-up asked gives its month of birth; it cannot be changed afterwards. */
  @Put()
  @ApiOperation({ summary: "Record the caller's birth month" })
  @RateLimit('emailLink')
  @ApiOk('The account with its month of birth (and, for 13–17, the parent’s agreement asked for)', sharedType('UserResponse'))
  @ApiAnswers(202, 'Under 13: the account is scheduled for erasure and every session has ended', sharedType('AccountDeletionResponse'))
  @ApiErrors({
    400: `${WHY.invalid}, or a 13–17 answer without a parent’s e-mail`,
    404: 'This account no longer exists',
    409: 'The month of birth was already given; it cannot be changed, or the account is being erased',
    429: 'Too many mails to this parent or from this account today',
  })
  async record(@CurrentUser() caller: AuthUser, @Body() dto: BirthMonthDto, @Res({ passthrough: true }) res: Response): Promise<BirthMonthResponse> {
    const answer = await this.birthMonths.record(caller.id, dto);
    if ('deletionDueAt' in answer) res.status(HttpStatus.ACCEPTED);
    return answer;
  }
}
