import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthResponse, GoogleUrlResponse } from '@trail/shared';
import { GoogleSignInQuery } from './dto/google-sign-in.query';
import { GoogleSignInService } from './google-sign-in.service';

@ApiTags('auth')
@Controller('auth')
export class GoogleSignInController {
  constructor(private readonly googleSignIn: GoogleSignInService) {}

  @Get('googleurl')
  consentUrl(): Promise<GoogleUrlResponse> {
    return this.googleSignIn.consentUrl();
  }

  @Get('google')
  signIn(@Query() query: GoogleSignInQuery): Promise<AuthResponse> {
    return this.googleSignIn.signIn(query.code, query.state, query.flow, query.birthMonth);
  }
}
