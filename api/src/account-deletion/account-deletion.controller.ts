import { Body, Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountDeletionResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard, ownId } from '../session';
import { RateLimit } from '../platform/throttling';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletionDto } from './dto/account-deletion.dto';
import { ApiAdded, ApiAnswers, ApiErrors, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

@ApiTags('users')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('users')
export class AccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  /** Asks for the account's deletion after the grace period; every session ends at once (decision 0050). */
  @Post(':id/deletion')
  @ApiOperation({
    summary: "Ask for the caller's account to be deleted (after a grace period)",
    description:
      "Request: `AccountDeletionBody` `{ password }`; `:id` is `me` or the caller's own id. Answer: 202 " +
      '`AccountDeletionResponse` `{ deletionDueAt }`: every session ends at once and a mail gives the date ' +
      '(grace `ACCOUNT_DELETION_GRACE_DAYS`, 14); signing in before then cancels. 400 `Please type in your ' +
      'password to delete your account`, 403 `That password is not right, so your account was not ' +
      'deleted`, 403 for a Google-only account (set a password with Forgot password first), 403 `The demo ' +
      'is read-only`, 409 `You still have N … to withdraw: …`, 409 when a mentoring session is still to ' +
      "come (decision 0050), or a problem reported with one of the account's sessions is still undecided " +
      '(decision 0074)',
  })
  @ApiAdded()
  @ApiAnswers(202, 'The account is scheduled for erasure; every session has ended', sharedType('AccountDeletionResponse'))
  @ApiErrors({ 400: WHY.invalid, 403: 'Not the caller’s own account, or the password is wrong or missing', 404: 'This account no longer exists', 409: 'A balance, an upcoming meeting or a monthly plan is left, or the account is already being erased' })
  @RateLimit('passwordRecheck')
  @HttpCode(HttpStatus.ACCEPTED)
  request(@Param('id') id: string, @Body() body: AccountDeletionDto, @CurrentUser() caller: AuthUser): Promise<AccountDeletionResponse> {
    return this.deletion.request(ownId(id, caller), body.password);
  }
}
