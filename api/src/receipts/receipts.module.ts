import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { PaymentsModule } from '../payments/payments.module';
import { RemindersModule } from '../reminders/reminders.module';
import { UsersModule } from '../users/users.module';
import { PaymentReceiptsService } from './payment-receipts.service';
import { ReceiptRetryScheduler } from './receipt-retry.scheduler';
import { RefundNoticesService } from './refund-notices.service';

/** Receipt and refund mails: react to the payments module's announcements, send through the delivery ledger (retried for receipts). */
@Module({
  imports: [PaymentsModule, UsersModule, RemindersModule, MailModule],
  providers: [PaymentReceiptsService, ReceiptRetryScheduler, RefundNoticesService],
})
export class ReceiptsModule {}
