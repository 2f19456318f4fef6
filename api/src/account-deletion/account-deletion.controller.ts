import { Body, Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AccountDeletionResponse } from '@trail/shared';
import type { AuthUser } from '../auth/auth-user';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RateLimit } from '../common/throttling/rate-limit.decorator';
import { ownId } from '../users/users.controller';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletionDto } from './dto/account-deletion.dto';

@ApiTags('users')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('users')
export class AccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  /** Asks for the account's deletion after the grace period; every session ends at once (decision 0050). */
  @Post(':id/deletion')
  @RateLimit('passwordRecheck')
  @HttpCode(HttpStatus.ACCEPTED)
  request(@Param('id') id: string, @Body() body: AccountDeletionDto, @CurrentUser() caller: AuthUser): Promise<AccountDeletionResponse> {
    return this.deletion.request(ownId(id, caller), body.password);
  }
}
