// The face of account-deletion: what other modules may import (docs/architecture.md, the module map).
export { accountDeletionConfig, loadAccountDeletionConfig } from './account-deletion.config';
export { deletionRequestedMail, type DeletionReason } from './account-deletion.mail';
export { AccountDeletionModule } from './account-deletion.module';
export { DeletionRequests, DeletionRequestsModule } from './deletion-requests';
