import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthResponse, GoogleUrlResponse } from '@trail/shared';
import { GoogleSignInQuery } from './dto/google-sign-in.query';
import { GoogleSignInService } from './google-sign-in.service';
import { ApiErrors, ApiOk, sharedType, WHY } from '../platform/openapi';

@ApiTags('auth')
@Controller('auth')
export class GoogleSignInController {
  constructor(private readonly googleSignIn: GoogleSignInService) {}

  @Get('googleurl')
  @ApiOk("Google's consent page address, with a state tied to this browser", sharedType('GoogleUrlResponse'))
  @ApiErrors({ 503: 'Google sign-in is not configured (development only)' })
  consentUrl(): Promise<GoogleUrlResponse> {
    return this.googleSignIn.consentUrl();
  }

  @Get('google')
  @ApiOk('A session for the Google account (made on first sign-in)', sharedType('AuthResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or a birth month is needed on first sign-in`, 401: 'The code or state is expired, from another browser, or the Google e-mail is not verified', 409: 'The e-mail belongs to an account linked to another Google account', 502: 'Google could not be reached', 503: 'Google sign-in is not configured (development only)' })
  signIn(@Query() query: GoogleSignInQuery): Promise<AuthResponse> {
    return this.googleSignIn.signIn(query.code, query.state, query.flow, query.birthMonth);
  }
}
