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

/** A mentor's payout account (decision 0034: here, not on PUT /users/:id). */
@ApiTags('payments')
@Controller('payments')
@RequireAccess({ roles: ['mentor'], verifiedEmail: true })
export class BankDetailsController {
  constructor(private readonly bankAccounts: BankAccountsService) {}

  @Get('bankdetails')
  details(@CurrentUser() user: AuthUser): Promise<BankDetailsResponse> {
    return this.bankAccounts.details(user.id);
  }

  @Put('bankdetails')
  @RateLimit('passwordRecheck')
  save(@Body() body: BankDetailsDto, @CurrentUser() user: AuthUser): Promise<BankDetailsResponse> {
    return this.bankAccounts.save(user.id, body);
  }

  @Post('resolveaccount')
  @HttpCode(200)
  resolve(@Body() body: ResolveAccountDto): Promise<ResolvedAccount> {
    return this.bankAccounts.resolve(body);
  }
}
