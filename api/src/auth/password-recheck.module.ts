import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { PasswordRecheck } from '../session';
import { PasswordRecheckService } from './password-recheck';

/**
 * Asking for the password again before redirecting payouts or deleting an account. Global, as the
 * access checks are, so payments and account deletion ask session/'s port without importing auth.
 */
@Global()
@Module({
  imports: [UsersModule],
  providers: [{ provide: PasswordRecheck, useClass: PasswordRecheckService }],
  exports: [PasswordRecheck],
})
export class PasswordRecheckModule {}
