import { type DynamicModule, Global, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard } from '../jwt-auth.guard';
import { JwtStrategy } from '../jwt.strategy';
import { SESSION_ACCOUNTS, type SessionAccounts } from '../session-accounts';
import { TokenVersions } from '../token-versions';
import { AccessGuard } from './access.guard';
import { AccountAccess } from './account-access';
import { Suspensions } from './suspensions';

/** Where the session leaf reads accounts: the module to import and its provider that answers SessionAccounts. */
export interface SessionAccountsSource {
  imports: NonNullable<ModuleMetadata['imports']>;
  accounts: Type<SessionAccounts>;
}

/**
 * Every signed-in route's checks, for any controller: the bearer token (JwtStrategy, TokenVersions,
 * JwtAuthGuard) and the role and verification rules (`@RequireAccess`). Global, so a domain module that
 * gates a route imports neither users nor auth for it, and payments stays free of domain modules. The
 * accounts come through the SessionAccounts port, named once in app.module (decision 0080).
 */
@Global()
@Module({})
export class AccessModule {
  static forRoot(source: SessionAccountsSource): DynamicModule {
    return {
      module: AccessModule,
      global: true,
      imports: [PassportModule, ...source.imports],
      providers: [{ provide: SESSION_ACCOUNTS, useExisting: source.accounts }, JwtStrategy, TokenVersions, JwtAuthGuard, AccessGuard, AccountAccess, Suspensions],
      exports: [JwtAuthGuard, TokenVersions, AccessGuard, AccountAccess, Suspensions],
    };
  }
}
