// The face of mailing-list: what other modules may import (docs/architecture.md, the module map).
export { MailingListErasure } from './mailing-list-erasure.service';
export { MailingListModule } from './mailing-list.module';
