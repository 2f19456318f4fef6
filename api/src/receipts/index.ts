// The face of receipts: what other modules may import (docs/architecture.md, the module map).
export { bankDetailsSavedMail, withdrawalMail } from './payout-notice.mail';
export { receiptMail } from './receipt.mail';
export { ReceiptsModule } from './receipts.module';
