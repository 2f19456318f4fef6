import { Module } from '@nestjs/common';
import { MailModule } from '../integrations/mail';
import { OutboxModule } from '../outbox';
import { PaymentsModule } from '../payments';
import { UsersModule } from '../users';
import { MoneyMailRetryScheduler } from './money-mail-retry.scheduler';
import { PaymentReceiptsService } from './payment-receipts.service';
import { PayoutNoticesService } from './payout-notices.service';
import { RefundNoticesService } from './refund-notices.service';

/**
 * Receipt and refund mails: react to the payments module's announcements, send through the outbox's delivery ledger, retried by
 * one job; and the owner's notice of each bank-detail save and withdrawal, sent at once (decision 0077).
 */
@Module({
  imports: [PaymentsModule, UsersModule, OutboxModule, MailModule],
  providers: [PaymentReceiptsService, MoneyMailRetryScheduler, RefundNoticesService, PayoutNoticesService],
})
export class ReceiptsModule {}
