import { Body, Controller, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  @ApiOk('The same answer whether or not the address has an account', sharedType('MessageResponse'))
  @ApiErrors({ 400: WHY.invalid })
  @RateLimit('forgotPassword')
  @HttpCode(HttpStatus.OK)
  forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageResponse> {
    return this.resets.requestReset(dto.email);
  }

  @Put('resetpassword/:token')
  @ApiOk('The new password is set; a fresh session (every older one ended)', sharedType('AuthResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or the reset link is forged, expired or already used` })
  @RateLimit('emailLink')
  resetPassword(@Param('token') token: string, @Body() dto: ResetPasswordDto): Promise<AuthResponse> {
    return this.resets.resetPassword(token, dto.password);
  }
}
