import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { PaymentsModule } from '../payments/payments.module';
import { RemindersModule } from '../reminders/reminders.module';
import { UsersModule } from '../users/users.module';
import { MoneyMailRetryScheduler } from './money-mail-retry.scheduler';
import { PaymentReceiptsService } from './payment-receipts.service';
import { RefundNoticesService } from './refund-notices.service';

/** Receipt and refund mails: react to the payments module's announcements, send through the delivery ledger, retried by one job. */
@Module({
  imports: [PaymentsModule, UsersModule, RemindersModule, MailModule],
  providers: [PaymentReceiptsService, MoneyMailRetryScheduler, RefundNoticesService],
})
export class ReceiptsModule {}
