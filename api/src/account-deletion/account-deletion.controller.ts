import { Body, Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AccountDeletionResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard, ownId } from '../session';
import { RateLimit } from '../platform/throttling';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletionDto } from './dto/account-deletion.dto';
import { ApiAnswers, ApiErrors, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

@ApiTags('users')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('users')
export class AccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  /** Asks for the account's deletion after the grace period; every session ends at once (decision 0050). */
  @Post(':id/deletion')
  @ApiAnswers(202, 'The account is scheduled for erasure; every session has ended', sharedType('AccountDeletionResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: 'Not the caller’s own account, or the password is wrong or missing', 404: 'This account no longer exists', 409: 'A balance, an upcoming meeting or a monthly plan is left, or the account is already being erased' })
  @RateLimit('passwordRecheck')
  @HttpCode(HttpStatus.ACCEPTED)
  request(@Param('id') id: string, @Body() body: AccountDeletionDto, @CurrentUser() caller: AuthUser): Promise<AccountDeletionResponse> {
    return this.deletion.request(ownId(id, caller), body.password);
  }
}
