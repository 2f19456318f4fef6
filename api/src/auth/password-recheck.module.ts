import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { PasswordRecheckService } from './password-recheck';

/**
 * Asking for the password again before redirecting payouts or deleting an account. Global, as the
 * access checks are, so payments asks it without importing a domain module.
 */
@Global()
@Module({
  imports: [UsersModule],
  providers: [PasswordRecheckService],
  exports: [PasswordRecheckService],
})
export class PasswordRecheckModule {}
