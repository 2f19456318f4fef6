import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthResponse, UpResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { RateLimit } from '../platform/throttling';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ApiCreated, ApiErrors, ApiNoContent, ApiOk, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Wake-up check: the dashboard pings it on load so a sleeping host starts early. */
  @Get('up')
  @ApiOk('The API is awake', sharedType('UpResponse'))
  up(): UpResponse {
    return { status: 'up' };
  }

  @Post('register')
  @ApiCreated('The new account, signed in', sharedType('AuthResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, the birth month is too young, or a parent’s e-mail is needed`, 409: 'The e-mail is already taken' })
  @RateLimit('register')
  register(@Body() dto: RegisterDto): Promise<AuthResponse> {
    return this.auth.register(dto);
  }

  @Post('login')
  @ApiOk('A session', sharedType('AuthResponse'))
  @ApiErrors({
    400: `${WHY.invalid}, or the account signs in with Google`,
    401: 'Wrong e-mail or password, or the account is being erased or was declined by a parent',
    429: 'Too many tries from this address, too many wrong passwords for this e-mail from this address (a growing wait), or password sign-in for this e-mail is paused after many wrong passwords from anywhere (decision 0076)',
  })
  @RateLimit('login')
  @HttpCode(HttpStatus.OK)
  login(@Body() dto: LoginDto, @Ip() ip: string | undefined): Promise<AuthResponse> {
    return this.auth.login(dto, ip ?? '');
  }

  /** Ends the caller's token and every other session of the account (decision 0020). */
  @Post('logout')
  @ApiNoContent('Every session of the account has ended')
  @ApiErrors(SIGNED_IN)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  logout(@CurrentUser() caller: AuthUser): Promise<void> {
    return this.auth.logout(caller.id);
  }
}
