import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { PaymentsModule } from '../payments/payments.module';
import { RemindersModule } from '../reminders/reminders.module';
import { UsersModule } from '../users/users.module';
import { PaymentReceiptsService } from './payment-receipts.service';

/** Receipt mails: reacts to the payments module's "paid" announcement, sends through the delivery ledger. */
@Module({
  imports: [PaymentsModule, UsersModule, RemindersModule, MailModule],
  providers: [PaymentReceiptsService],
})
export class ReceiptsModule {}
