// The face of session: what other modules may import (docs/architecture.md, the module map).
export { AccessModule } from './access/access.module';
export { RequireAccess } from './access/require-access.decorator';
export { Suspensions } from './access/suspensions';
export { type AuthUser } from './auth-user';
export { CurrentUser } from './current-user.decorator';
export { JwtAuthGuard } from './jwt-auth.guard';
export { ownId } from './own-id';
export { PasswordRecheck, type PasswordRecheckOutcome } from './password-recheck';
export { SessionModule } from './session.module';
export { SessionService } from './session.service';
