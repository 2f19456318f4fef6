import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DeliveryClaims } from './delivery-claims.service';
import { OutboxErasure } from './outbox-erasure.service';
import { Delivery, DeliverySchema } from './schemas/delivery.schema';

/**
 * The delivery ledger every outgoing message is claimed in before it is sent (decision 0081): the
 * weekly digest, meeting notices, the welcome mail, receipts and refund notices. Owns `deliveries`;
 * it sends nothing itself and imports no feature.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: Delivery.name, schema: DeliverySchema }])],
  providers: [DeliveryClaims, OutboxErasure],
  exports: [DeliveryClaims, OutboxErasure],
})
export class OutboxModule {}
