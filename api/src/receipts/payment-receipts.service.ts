import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import { appConfig, type AppConfig } from '../config/app.config';
import { remindersConfig, type RemindersConfig } from '../config/reminders.config';
import { MailService } from '../mail/mail.service';
import { PaidPayments } from '../payments/checkout/paid-payments.service';
import { PaymentPurposes, type PaidPayment } from '../payments/checkout/payment-purposes';
import { DeliveryLedger, type DeliveryOutcome, type RetryPolicy } from '../reminders/delivery-ledger.service';
import { type ReachableUser, UsersService } from '../users/users.service';
import { receiptMail } from './receipt.mail';

const RECEIPT_PREFIX = 'receipt:';

/** The delivery ledger's occasion for a payment's receipt: the payment reference is unique, so one receipt each. */
export const receiptOccasion = (reference: string): string => `${RECEIPT_PREFIX}${reference}`;

const MINUTE_MS = 60_000;

/** A receipt that failed is tried again after 5, 10, 20, 40 and 80 minutes: six sends at most (decision 0061). */
export const RECEIPT_RETRY: RetryPolicy = {
  maxAttempts: 6,
  delayMs: (attempts) => 5 * MINUTE_MS * 2 ** (attempts - 1),
  leaseMs: 5 * MINUTE_MS,
};

/**
 * A receipt mail for each confirmed payment: mentor hours, a pathway paid in full, a Pay Monthly
 * charge. Claimed in the delivery ledger before it is sent, so a webhook replayed ten times, or
 * delivered to two instances at once, still sends one; a send that failed is retried by the job.
 */
@Injectable()
export class PaymentReceiptsService implements OnModuleInit {
  constructor(
    private readonly purposes: PaymentPurposes,
    private readonly payments: PaidPayments,
    private readonly users: UsersService,
    private readonly ledger: DeliveryLedger,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(remindersConfig.KEY) private readonly reminders: RemindersConfig,
  ) {}

  onModuleInit(): void {
    this.purposes.onPaid((payment) => this.send(payment));
  }

  async send(payment: PaidPayment): Promise<DeliveryOutcome | 'no-account'> {
    const user = new Types.ObjectId(payment.userId);
    const [payer] = await this.users.findReachable([user]);
    if (!payer) return 'no-account';
    const label = `Receipt e-mail for payment ${payment.reference} to user ${payment.userId}`;
    return this.ledger.deliverOnce(
      { user, occasion: receiptOccasion(payment.reference), channel: 'email', label },
      () => this.mail.send(this.receiptFor(payment, payer)),
      RECEIPT_RETRY,
    );
  }

  /** The retry job's run: receipts whose send failed and whose wait is over go out again. */
  retryFailed(now = new Date()): Promise<number> {
    return this.ledger.retryDue(
      RECEIPT_PREFIX,
      RECEIPT_RETRY,
      async ({ user, occasion }) => {
        const payment = await this.payments.find(occasion.slice(RECEIPT_PREFIX.length));
        const [payer] = await this.users.findReachable([user]);
        if (!payment || !payer) throw new Error('The payment or its payer is gone');
        await this.mail.send(this.receiptFor(payment, payer));
      },
      now,
    );
  }

  private receiptFor(payment: PaidPayment, payer: ReachableUser) {
    return receiptMail({
      to: payer,
      reference: payment.reference,
      amountKobo: payment.amountKobo,
      description: payment.description,
      paidAt: payment.paidAt,
      timezone: payer.timezone ?? this.reminders.timezone,
      dashboardUrl: this.app.dashboardUrl,
    });
  }
}
