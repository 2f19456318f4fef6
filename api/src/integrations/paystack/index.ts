// The face of integrations/paystack: what other modules may import (docs/architecture.md, the module map).
export { parseCardExpiry } from './card-expiry-format';
export { PaystackNotConfiguredError, PaystackRequestError } from './paystack-errors';
export { PaystackClient } from './paystack.client';
export { PaystackModule } from './paystack.module';
export { type PaystackTransferStatus, type Refund } from './paystack.types';
