import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { ReferralCodesService } from './referral-codes.service';
import { UsersService } from './users.service';
import { ApiErrors, ApiOk, sharedType, SIGNED_IN } from '../platform/openapi';

@ApiTags('users')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly referralCodes: ReferralCodesService,
  ) {}

  /** `GET /users/:id` (with the balances) is UserAnswerModule's, registered after this. */
  @Get('referral')
  @ApiOperation({
    summary: "The caller's profile with their referral code",
    description: '`{ user }` with `code` made once',
  })
  @ApiOk("The caller's profile, with a referral code made on first ask", sharedType('UserResponse'))
  @ApiErrors({ 404: 'This account no longer exists', 409: 'A referral code could not be made just now; try again' })
  async referral(@CurrentUser() caller: AuthUser): Promise<UserResponse> {
    return { user: this.users.toPublic((await this.referralCodes.ensureCode(caller.id)).toObject()) };
  }
}
