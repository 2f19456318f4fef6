import { Module } from '@nestjs/common';
import { ThrottlingModule } from '../platform/throttling';
import { MailModule } from '../integrations/mail';
import { UsersModule } from '../users';
import { AuthModule } from './auth.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

/** Forgot / reset password: a one-time, expiring link mailed to the account's address. */
@Module({
  imports: [AuthModule, UsersModule, MailModule, ThrottlingModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService],
})
export class PasswordResetModule {}
