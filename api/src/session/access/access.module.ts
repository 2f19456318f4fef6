import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../../users/users.module';
import { AccessGuard } from './access.guard';
import { AccountAccess } from './account-access';
import { PasswordRecheckService } from '../../auth/password-recheck';
import { Suspensions } from './suspensions';

/**
 * Role and verification checks for any controller (`@RequireAccess`), like JwtAuthGuard: a domain
 * module that gates a route does not import users for it, so payments stays free of domain modules.
 */
@Global()
@Module({
  imports: [UsersModule],
  providers: [AccessGuard, AccountAccess, PasswordRecheckService, Suspensions],
  exports: [AccessGuard, AccountAccess, PasswordRecheckService, Suspensions],
})
export class AccessModule {}
