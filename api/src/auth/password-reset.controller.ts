import { Body, Controller, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthResponse, MessageResponse } from '@trail/shared';
import { RateLimit } from '../platform/throttling';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { PasswordResetService } from './password-reset.service';
import { ApiErrors, ApiOk, sharedType, WHY } from '../platform/openapi';

@ApiTags('auth')
@Controller('auth')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('forgotpassword')
  @ApiOperation({
    summary: 'Mail a password reset link',
    description:
      'Request: `{ email }`. Answer: `{ message }`, the same for known and unknown e-mails; mails a link ' +
      "to the dashboard's `/resetpassword?token=…`. While the last link is valid, the same link is mailed " +
      "again and gets its 30 minutes again (a stranger's request never breaks the owner's link); 5 an hour " +
      'per (address, e-mail)',
  })
  @ApiOk('The same answer whether or not the address has an account', sharedType('MessageResponse'))
  @ApiErrors({ 400: WHY.invalid })
  @RateLimit('forgotPassword')
  @HttpCode(HttpStatus.OK)
  forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageResponse> {
    return this.resets.requestReset(dto.email);
  }

  @Put('resetpassword/:token')
  @ApiOperation({
    summary: 'Set a new password with the mailed reset token',
    description:
      'Request: `{ password }` (8–128 characters). Answer: `AuthResponse`; older tokens stop working. The ' +
      'link works once, for 30 minutes from the last time it was mailed; otherwise 400 `This reset link is ' +
      'invalid or has expired. Please ask for a new one.`',
  })
  @ApiOk('The new password is set; a fresh session (every older one ended)', sharedType('AuthResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or the reset link is forged, expired or already used` })
  @RateLimit('emailLink')
  resetPassword(@Param('token') token: string, @Body() dto: ResetPasswordDto): Promise<AuthResponse> {
    return this.resets.resetPassword(token, dto.password);
  }
}
