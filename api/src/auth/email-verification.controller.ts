import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageResponse } from '@trail/shared';
import { RateLimit } from '../platform/throttling';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { VerifyEmailDto } from './dto/verify-email.dto';
import { EmailVerificationService } from './email-verification.service';
import { ApiAdded, ApiErrors, ApiOk, sharedType, SIGNED_IN } from '../platform/openapi';

@ApiTags('auth')
@Controller('auth/verify-email')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  /** Called by the dashboard's /verify-email page with the token from the mailed link. */
  @Post()
  @ApiOperation({
    summary: 'Verify the e-mail address with the mailed token',
    description:
      "Request: `{ token }` from the mailed link. Answer: `{ message: 'Your e-mail is verified. Thank " +
      "you!' }`, also for a second click; a bad or expired (7 days) token → 400",
  })
  @ApiAdded()
  @ApiOk('The address is verified', sharedType('MessageResponse'))
  @ApiErrors({ 400: 'The verification link is forged, expired or for an address the account no longer has' })
  @RateLimit('emailLink')
  @HttpCode(HttpStatus.OK)
  verify(@Body() dto: VerifyEmailDto): Promise<MessageResponse> {
    return this.verification.verify(dto.token);
  }

  @Post('resend')
  @ApiOperation({
    summary: 'Mail a new verification link',
    description:
      '`{ message }`, mails a new link; an already verified e-mail → 400 `Your e-mail is already ' +
      'verified`; more than 3 an hour or 10 a day per account or per recipient → 429 with `Retry-After`, ' +
      'nothing mailed (security review M6)',
  })
  @ApiAdded()
  @ApiOk('A new link is mailed', sharedType('MessageResponse'))
  @ApiErrors({
    ...SIGNED_IN,
    400: 'The address is already verified',
    429: 'Too many links asked for: per account and per address, 3 an hour and 10 a day (security review M6); Retry-After says when',
  })
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @RateLimit('emailLink')
  @HttpCode(HttpStatus.OK)
  resend(@CurrentUser() caller: AuthUser): Promise<MessageResponse> {
    return this.verification.resend(caller.id);
  }
}
