import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { GoogleModule } from '../integrations/google-oauth';
import { MailModule } from '../integrations/mail';
import { UsersModule } from '../users';
import { AuthModule } from './auth.module';
import { GoogleSignInController } from './google-sign-in.controller';
import { GoogleSignInFlows } from './google-sign-in-flows';
import { GoogleSignInService } from './google-sign-in.service';

/** "Sign in with Google": the consent URL and the code exchange that answers a Trail session. */
@Module({
  imports: [AuthModule, UsersModule, GoogleModule, MailModule, JwtModule.register({})],
  controllers: [GoogleSignInController],
  providers: [GoogleSignInService, GoogleSignInFlows],
})
export class GoogleSignInModule {}
