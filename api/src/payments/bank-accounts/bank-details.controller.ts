import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BankDetailsResponse, ResolvedAccount } from '@trail/shared';
import type { AuthUser } from '../../auth/auth-user';
import { RequireAccess } from '../../auth/access/require-access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { BankAccountsService } from './bank-accounts.service';
import { BankDetailsDto } from './dto/bank-details.dto';
import { ResolveAccountDto } from './dto/resolve-account.dto';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { ApiErrors, ApiOk, sharedType, WHY } from '../../docs/api-contract';

/** A mentor's payout account (decision 0034: here, not on PUT /users/:id). */
@ApiTags('payments')
@Controller('payments')
@RequireAccess({ roles: ['mentor'], verifiedEmail: true })
export class BankDetailsController {
  constructor(private readonly bankAccounts: BankAccountsService) {}

  @Get('bankdetails')
  @ApiOk("The mentor's payout account, or null", sharedType('BankDetailsResponse'))
  details(@CurrentUser() user: AuthUser): Promise<BankDetailsResponse> {
    return this.bankAccounts.details(user.id);
  }

  @Put('bankdetails')
  @ApiOk('The payout account, checked with Paystack and saved', sharedType('BankDetailsResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or the account is not found or not in the mentor’s name`, 403: `${WHY.notAllowed}, or the password is wrong or the account has none (Google sign-in)`, 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @RateLimit('passwordRecheck')
  save(@Body() body: BankDetailsDto, @CurrentUser() user: AuthUser): Promise<BankDetailsResponse> {
    return this.bankAccounts.save(user.id, body);
  }

  @Post('resolveaccount')
  @ApiOk("The account holder's name as the bank gives it", sharedType('ResolvedAccount'))
  @ApiErrors({ 400: `${WHY.invalid}, or the bank has no such account`, 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @HttpCode(200)
  resolve(@Body() body: ResolveAccountDto): Promise<ResolvedAccount> {
    return this.bankAccounts.resolve(body);
  }
}
