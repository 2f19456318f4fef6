import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthResponse, GoogleUrlResponse } from '@trail/shared';
import { GoogleSignInQuery } from './dto/google-sign-in.query';
import { GoogleSignInService } from './google-sign-in.service';
import { ApiErrors, ApiOk, sharedType, WHY } from '../platform/openapi';

@ApiTags('auth')
@Controller('auth')
export class GoogleSignInController {
  constructor(private readonly googleSignIn: GoogleSignInService) {}

  @Get('googleurl')
  @ApiOperation({
    summary: 'The Google consent URL and the signed flow to send back',
    description:
      '`{ url, flow }`: the Google consent URL (with `state` and a PKCE S256 `code_challenge`) and a ' +
      'signed `flow` the browser keeps (sessionStorage) and sends back; 503 `Google sign-in is not ' +
      "configured`; 502 when Google's discovery document cannot be read",
  })
  @ApiOk("Google's consent page address, with a state tied to this browser", sharedType('GoogleUrlResponse'))
  @ApiErrors({ 503: 'Google sign-in is not configured (development only)' })
  consentUrl(): Promise<GoogleUrlResponse> {
    return this.googleSignIn.consentUrl();
  }

  @Get('google')
  @ApiOperation({
    summary: 'Sign in with Google (the code and state Google returned)',
    description:
      '`AuthResponse` (the account is made on first sign-in and counts as verified). `state` and `flow` ' +
      'are required: `state` must be the one of the `flow` (10 min), so a code from a sign-in started in ' +
      'another browser is refused (decision 0021). An existing account with the same e-mail is linked, ' +
      "which ends its other sessions; if that account's e-mail was never verified its password is removed " +
      'and its owner mailed (decision 0019). A bad, used or expired code, a wrong PKCE verifier, a forged ' +
      "flow, an ID token not signed by Google for Trail's client or an unverified Google e-mail → 401; not " +
      'configured → 503',
  })
  @ApiOk('A session for the Google account (made on first sign-in)', sharedType('AuthResponse'))
  @ApiErrors({ 400: `${WHY.invalid}, or a birth month is needed on first sign-in`, 401: 'The code or state is expired, from another browser, or the Google e-mail is not verified', 409: 'The e-mail belongs to an account linked to another Google account', 502: 'Google could not be reached', 503: 'Google sign-in is not configured (development only)' })
  signIn(@Query() query: GoogleSignInQuery): Promise<AuthResponse> {
    return this.googleSignIn.signIn(query.code, query.state, query.flow, query.birthMonth);
  }
}
