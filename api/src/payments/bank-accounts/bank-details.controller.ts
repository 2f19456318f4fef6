import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BankDetailsResponse, ResolvedAccount } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { BankAccountsService } from './bank-accounts.service';
import { BankDetailsDto } from './dto/bank-details.dto';
import { ResolveAccountDto } from './dto/resolve-account.dto';
import { RateLimit } from '../../platform/throttling';
import { ApiErrors, ApiOk, sharedType, WHY } from '../../platform/openapi';

const MENTOR = { roles: ['mentor'], verifiedEmail: true } as const;

/** A mentor's payout account (decision 0034: here, not on PUT /users/:id); a suspended mentor only reads it (decision 0077). */
@ApiTags('payments')
@Controller('payments')
export class BankDetailsController {
  constructor(private readonly bankAccounts: BankAccountsService) {}

  @Get('bankdetails')
  @ApiOk("The mentor's payout account, or null", sharedType('BankDetailsResponse'))
  @RequireAccess(MENTOR)
  details(@CurrentUser() user: AuthUser): Promise<BankDetailsResponse> {
    return this.bankAccounts.details(user.id);
  }

  @Put('bankdetails')
  @ApiOk('The payout account, checked with Paystack and saved', sharedType('BankDetailsResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or the account is not found or not in the mentor’s name`, 403: `${WHY.notAllowed}, the mentor is suspended, or the password is wrong or the account has none (Google sign-in)`, 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @RateLimit('passwordRecheck')
  @RequireAccess({ ...MENTOR, notSuspended: true })
  save(@Body() body: BankDetailsDto, @CurrentUser() user: AuthUser): Promise<BankDetailsResponse> {
    return this.bankAccounts.save(user.id, body);
  }

  @Post('resolveaccount')
  @ApiOk("The account holder's name as the bank gives it", sharedType('ResolvedAccount'))
  @ApiErrors({ 400: `${WHY.invalid}, or the bank has no such account`, 403: `${WHY.notAllowed}, or the mentor is suspended`, 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @RateLimit('accountLookup')
  @HttpCode(200)
  @RequireAccess({ ...MENTOR, notSuspended: true })
  resolve(@Body() body: ResolveAccountDto): Promise<ResolvedAccount> {
    return this.bankAccounts.resolve(body);
  }
}
