import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaystackModule } from '../integrations/paystack/paystack.module';
import { PaymentEventsService } from './payment-events.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaystackWebhookService } from './paystack-webhook.service';
import { PaymentEvent, PaymentEventSchema } from './schemas/payment-event.schema';

/** Checkout, the Paystack webhook and (later) the ledger; imports no domain module. */
@Module({
  imports: [PaystackModule, MongooseModule.forFeature([{ name: PaymentEvent.name, schema: PaymentEventSchema }])],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaystackWebhookService, PaymentEventsService],
  exports: [PaymentEventsService],
})
export class PaymentsModule {}
