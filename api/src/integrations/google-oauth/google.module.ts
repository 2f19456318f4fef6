import { Module } from '@nestjs/common';
import { GoogleOAuthClient } from './google-oauth.client';

@Module({ providers: [GoogleOAuthClient], exports: [GoogleOAuthClient] })
export class GoogleModule {}
