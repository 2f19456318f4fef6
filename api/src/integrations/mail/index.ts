// The face of integrations/mail: what other modules may import (docs/architecture.md, the module map).
export { ACCOUNT_REASON, brandedMail, type MailBlock } from './branded-mail';
export { type MailMessage } from './mail-message';
export { MailModule } from './mail.module';
export { MailService } from './mail.service';
