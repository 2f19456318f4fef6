import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthResponse, UpResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { RateLimit } from '../platform/throttling';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ApiAdded, ApiCreated, ApiErrors, ApiNoContent, ApiOk, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Wake-up check: the dashboard pings it on load so a sleeping host starts early. */
  @Get('up')
  @ApiOperation({
    summary: 'The wake-up ping',
    description: "`{ status: 'up' }`",
  })
  @ApiOk('The API is awake', sharedType('UpResponse'))
  up(): UpResponse {
    return { status: 'up' };
  }

  @Post('register')
  @ApiOperation({
    summary: 'Create an account with e-mail and password',
    description:
      'Request: `RegisterBody`. Answer: 201 `AuthResponse` `{ token, user }` (`user.emailVerified` false); ' +
      "mails a link to the dashboard's `/verify-email?token=…`. A `refCode` links the new account to its " +
      'referrer, and counts for the referrer only once the new account verifies its e-mail and the ' +
      "referrer's own e-mail is verified. No picture URL: `profileImgUrl` is refused (400); a picture " +
      'comes from an upload or from Google (security review M2). If the owner of the address later proves ' +
      'it by Google sign-in or a password reset while the account is still unverified, its phone, WhatsApp ' +
      'opt-in, referrer and profile are cleared (M3)',
  })
  @ApiCreated('The new account, signed in', sharedType('AuthResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, the birth month is too young, or a parent’s e-mail is needed`, 409: 'The e-mail is already taken' })
  @RateLimit('register')
  register(@Body() dto: RegisterDto): Promise<AuthResponse> {
    return this.auth.register(dto);
  }

  @Post('login')
  @ApiOperation({
    summary: 'Sign in with e-mail and password',
    description:
      'Request: `LoginBody`. Answer: `AuthResponse`; an account made with Google answers 400 `Log in with ' +
      "google`. During a deletion's grace period signing in (here, with Google or by a password reset) " +
      'cancels it and the answer carries `deletionCancelled: true`; once the erasure has begun, 401 `This ' +
      'account is being deleted and can no longer sign in`. 429 with `Retry-After` after 5 wrong passwords ' +
      'for one e-mail from one address (a growing wait), or once 20 wrong passwords from anywhere paused ' +
      'password sign-in for the e-mail for the day (the owner is mailed once; a password reset lifts it; ' +
      'decision 0076)',
  })
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
  @ApiOperation({
    summary: 'End every session of the account',
    description: "204; ends the caller's token and every other session of the account (decision 0020)",
  })
  @ApiAdded()
  @ApiNoContent('Every session of the account has ended')
  @ApiErrors(SIGNED_IN)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  logout(@CurrentUser() caller: AuthUser): Promise<void> {
    return this.auth.logout(caller.id);
  }
}
