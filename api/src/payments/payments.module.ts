import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaystackModule } from '../integrations/paystack';
import { BankAccountsService } from './bank-accounts/bank-accounts.service';
import { BankDetailsController } from './bank-accounts/bank-details.controller';
import { BankAccount, BankAccountSchema } from './bank-accounts/schemas/bank-account.schema';
import { CheckoutService } from './checkout/checkout.service';
import { PaidPayments } from './checkout/paid-payments.service';
import { PaymentPurposes } from './checkout/payment-purposes';
import { PaymentReferrals } from './checkout/payment-referrals';
import { Payment, PaymentSchema } from './checkout/schemas/payment.schema';
import { LedgerController } from './ledger/ledger.controller';
import { LedgerModule } from './ledger/ledger.module';
import { EarningHold, EarningHoldSchema } from './earnings-release/schemas/earning-hold.schema';
import { EarningsReleaseController } from './earnings-release/earnings-release.controller';
import { EarningsReleaseScheduler } from './earnings-release/earnings-release.scheduler';
import { EarningsReleaseService } from './earnings-release/earnings-release.service';
import { PaymentEventsService } from './payment-events.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaystackWebhookService } from './paystack-webhook.service';
import { RefundAdoptionService } from './refunds/refund-adoption.service';
import { RefundFollowUpService } from './refunds/refund-follow-up.service';
import { RefundOutcomesService } from './refunds/refund-outcomes.service';
import { RefundsScheduler } from './refunds/refunds.scheduler';
import { RefundsService } from './refunds/refunds.service';
import { SettledRefunds } from './refunds/settled-refunds.service';
import { Refund, RefundSchema } from './refunds/schemas/refund.schema';
import { RefusedRefund, RefusedRefundSchema } from './refunds/schemas/refused-refund.schema';
import { RefusedRefunds } from './refunds/refused-refunds.service';
import { RefusedRefundsController } from './refunds/refused-refunds.controller';
import { PaymentEvent, PaymentEventSchema } from './schemas/payment-event.schema';
import { SubscriptionPlan, SubscriptionPlanSchema } from './subscriptions/schemas/subscription-plan.schema';
import { Subscription, SubscriptionSchema } from './subscriptions/schemas/subscription.schema';
import { SubscriptionCheckoutService } from './subscriptions/subscription-checkout.service';
import { SubscriptionPlansService } from './subscriptions/subscription-plans.service';
import { SubscriptionsScheduler } from './subscriptions/subscriptions.scheduler';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { WithdrawRequestsService } from './withdrawals/withdraw-requests.service';
import { WithdrawalsController } from './withdrawals/withdrawals.controller';
import { WithdrawalsModule } from './withdrawals/withdrawals.module';
import { PaymentsErasure } from './payments-erasure.service';
import { PayoutAnnouncements } from './payout-announcements';

/** Checkout, subscriptions, the Paystack webhook, the ledger, refunds, bank accounts and withdrawals; imports no domain module. */
@Module({
  imports: [
    PaystackModule,
    LedgerModule,
    WithdrawalsModule,
    MongooseModule.forFeature([
      { name: PaymentEvent.name, schema: PaymentEventSchema },
      { name: Payment.name, schema: PaymentSchema },
      { name: BankAccount.name, schema: BankAccountSchema },
      { name: Refund.name, schema: RefundSchema },
      { name: RefusedRefund.name, schema: RefusedRefundSchema },
      { name: Subscription.name, schema: SubscriptionSchema },
      { name: SubscriptionPlan.name, schema: SubscriptionPlanSchema },
      { name: EarningHold.name, schema: EarningHoldSchema },
    ]),
  ],
  controllers: [PaymentsController, BankDetailsController, WithdrawalsController, LedgerController, EarningsReleaseController, RefusedRefundsController],
  providers: [PaymentsErasure, PaymentsService, PaystackWebhookService, PaymentEventsService, CheckoutService, PaymentPurposes, PaidPayments, PaymentReferrals, BankAccountsService, WithdrawRequestsService,
    RefundsService, RefusedRefunds, RefundOutcomesService, RefundAdoptionService, RefundFollowUpService, RefundsScheduler, SettledRefunds,
    SubscriptionsService, SubscriptionPlansService, SubscriptionCheckoutService, SubscriptionsScheduler, EarningsReleaseService, EarningsReleaseScheduler, PayoutAnnouncements],
  exports: [PayoutAnnouncements, EarningsReleaseService, PaymentsErasure, PaymentEventsService, CheckoutService, SubscriptionCheckoutService, SubscriptionsService, RefundsService, PaymentPurposes, PaidPayments, SettledRefunds, PaymentReferrals, BankAccountsService, LedgerModule, WithdrawalsModule],
})
export class PaymentsModule {}
