import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BankDetailsResponse, ResolvedAccount } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../../session';
import { BankAccountsService } from './bank-accounts.service';
import { BankDetailsDto } from './dto/bank-details.dto';
import { ResolveAccountDto } from './dto/resolve-account.dto';
import { RateLimit } from '../../platform/throttling';
import { ApiAdded, ApiErrors, ApiOk, sharedType, WHY } from '../../platform/openapi';

const MENTOR = { roles: ['mentor'], verifiedEmail: true } as const;

/** A mentor's payout account (decision 0034: here, not on PUT /users/:id); a suspended mentor only reads it (decision 0077). */
@ApiTags('payments')
@Controller('payments')
export class BankDetailsController {
  constructor(private readonly bankAccounts: BankAccountsService) {}

  @Get('bankdetails')
  @ApiOperation({
    summary: "The mentor's saved bank details",
    description:
      'Request: mentor, verified e-mail (a suspended mentor too: reading). Answer: `BankDetailsResponse` ' +
      '`{ bankDetails: { accountName, accountNumberLast4, bankName, bankCode, withdrawalsPausedUntil? } | ' +
      'null }`',
  })
  @ApiAdded()
  @ApiOk("The mentor's payout account, or null", sharedType('BankDetailsResponse'))
  @RequireAccess(MENTOR)
  details(@CurrentUser() user: AuthUser): Promise<BankDetailsResponse> {
    return this.bankAccounts.details(user.id);
  }

  @Put('bankdetails')
  @ApiOperation({
    summary: "Save the mentor's bank details",
    description:
      'Request: mentor, verified e-mail; `BankDetailsBody` `{ accountNumber, accountName, bankName, ' +
      'bankCode, password }`. Answer: `BankDetailsResponse`. 400 `Please fill in the fields` (accountName, ' +
      'accountNumber or bankName missing or blank), 400 `Check your Account Number` (not exactly 10 ' +
      'digits), 400 `Check your bank name` (name and code not one bank of getbanks), 400 `Please type in ' +
      'your password to change your bank details`, 403 `That password is not right`, 403 for a Google-only ' +
      'account (set a password with Forgot password first), 400 `We could not find that account at that ' +
      'bank: …` (Paystack cannot resolve it), 400 `The account name must be the name the bank holds for ' +
      'this account: <name>`. The first save, and a change of account or bank, pause withdrawals for 24 h ' +
      '(decision 0077). Every save mails the owner at once (the account by its last four digits, before ' +
      'and after for a change, until when withdrawals wait, and "Not you?" with the reset link). A ' +
      'suspended mentor → 403 `Your mentor account is suspended, …`',
  })
  @ApiAdded('added; the spec puts bank fields on PUT /users/:id, decision 0034')
  @ApiOk('The payout account, checked with Paystack and saved', sharedType('BankDetailsResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or the account is not found or not in the mentor’s name`, 403: `${WHY.notAllowed}, the mentor is suspended, or the password is wrong or the account has none (Google sign-in)`, 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @RateLimit('passwordRecheck')
  @RequireAccess({ ...MENTOR, notSuspended: true })
  save(@Body() body: BankDetailsDto, @CurrentUser() user: AuthUser): Promise<BankDetailsResponse> {
    return this.bankAccounts.save(user.id, body);
  }

  @Post('resolveaccount')
  @ApiOperation({
    summary: 'Look up the name a bank holds for an account number',
    description:
      'Request: mentor, verified e-mail, not suspended; `{ accountNumber, bankCode }`. Answer: 200 `{ ' +
      'accountName }` as the bank holds it; 400 `Check your Account Number`, `Check your bank name`, or ' +
      '`We could not find that account at that bank: …`; Paystack down → 502. 20 a day per account ' +
      '(`ACCOUNT_LOOKUPS_PER_DAY`, review L15, decision 0077), then 429 `You have looked up many bank ' +
      'accounts today. …` with `Retry-After`',
  })
  @ApiAdded()
  @ApiOk("The account holder's name as the bank gives it", sharedType('ResolvedAccount'))
  @ApiErrors({ 400: `${WHY.invalid}, or the bank has no such account`, 403: `${WHY.notAllowed}, or the mentor is suspended`, 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @RateLimit('accountLookup')
  @HttpCode(200)
  @RequireAccess({ ...MENTOR, notSuspended: true })
  resolve(@Body() body: ResolveAccountDto): Promise<ResolvedAccount> {
    return this.bankAccounts.resolve(body);
  }
}
