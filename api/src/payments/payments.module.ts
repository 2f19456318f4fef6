import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaystackModule } from '../integrations/paystack/paystack.module';
import { CheckoutService } from './checkout/checkout.service';
import { PaymentPurposes } from './checkout/payment-purposes';
import { Payment, PaymentSchema } from './checkout/schemas/payment.schema';
import { LedgerModule } from './ledger/ledger.module';
import { PaymentEventsService } from './payment-events.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaystackWebhookService } from './paystack-webhook.service';
import { PaymentEvent, PaymentEventSchema } from './schemas/payment-event.schema';
import { WithdrawalsModule } from './withdrawals/withdrawals.module';

/** Checkout, the Paystack webhook, the ledger and withdrawals; imports no domain module. */
@Module({
  imports: [
    PaystackModule,
    LedgerModule,
    WithdrawalsModule,
    MongooseModule.forFeature([
      { name: PaymentEvent.name, schema: PaymentEventSchema },
      { name: Payment.name, schema: PaymentSchema },
    ]),
],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaystackWebhookService, PaymentEventsService, CheckoutService, PaymentPurposes],
  exports: [PaymentEventsService, CheckoutService, PaymentPurposes, LedgerModule, WithdrawalsModule],
})
export class PaymentsModule {}
