// The face of outbox: what other modules may import (docs/architecture.md, the module map).
export { DeliveryClaims, deliveryError, type ClaimedDelivery, type DeliveryOutcome, type RetryPolicy } from './delivery-claims.service';
export { OutboxErasure } from './outbox-erasure.service';
export { OutboxModule } from './outbox.module';
export type { DeliveryChannel } from './schemas/delivery.schema';
