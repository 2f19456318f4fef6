// The face of auth: what other modules may import (docs/architecture.md, the module map).
export { AuthModule } from './auth.module';
export { emailVerificationMail, googleLinkedMail } from './email-verification.mail';
export { GoogleSignInModule } from './google-sign-in.module';
export { PasswordRecheckModule } from './password-recheck.module';
export { passwordResetMail } from './password-reset.mail';
export { PasswordResetModule } from './password-reset.module';
export { hashPassword } from './passwords';
export { welcomeMail } from './welcome.mail';
