import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MessageResponse } from '@trail/shared';
import { RateLimit } from '../common/throttling/rate-limit.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { AuthUser } from './auth-user';
import { VerifyEmailDto } from './dto/verify-email.dto';
import { EmailVerificationService } from './email-verification.service';
import { JwtAuthGuard } from './guards/jwt-auth.guard';

@ApiTags('auth')
@Controller('auth/verify-email')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  /** Called by the dashboard's /verify-email page with the token from the mailed link. */
  @Post()
  @RateLimit('emailLink')
  @HttpCode(HttpStatus.OK)
  verify(@Body() dto: VerifyEmailDto): Promise<MessageResponse> {
    return this.verification.verify(dto.token);
  }

  @Post('resend')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @RateLimit('emailLink')
  @HttpCode(HttpStatus.OK)
  resend(@CurrentUser() caller: AuthUser): Promise<MessageResponse> {
    return this.verification.resend(caller.id);
  }
}
