import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import { appConfig, type AppConfig, remindersConfig, type RemindersConfig } from '../platform/config';
import { MailService } from '../integrations/mail';
import { type PaidPayment, PaidPayments, PaymentPurposes } from '../payments';
import { type ClaimedDelivery, DeliveryClaims, type DeliveryOutcome } from '../outbox';
import { ContactRecords, type ReachableUser } from '../users';
import { MONEY_MAIL_RETRY } from './money-mail-retry';
import { receiptMail } from './receipt.mail';

const RECEIPT_PREFIX = 'receipt:';

/** The delivery ledger's occasion for a payment's receipt: the payment reference is unique, so one receipt each. */
export const receiptOccasion = (reference: string): string => `${RECEIPT_PREFIX}${reference}`;

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
    private readonly contacts: ContactRecords,
    private readonly deliveries: DeliveryClaims,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(remindersConfig.KEY) private readonly reminders: RemindersConfig,
  ) {}

  onModuleInit(): void {
    this.purposes.onPaid((payment) => this.send(payment));
  }

  async send(payment: PaidPayment): Promise<DeliveryOutcome | 'no-account'> {
    const user = new Types.ObjectId(payment.userId);
    const [payer] = await this.contacts.findReachable([user]);
    if (!payer) return 'no-account';
    const label = `Receipt e-mail for payment ${payment.reference} to user ${payment.userId}`;
    return this.deliveries.deliverOnce(
      { user, occasion: receiptOccasion(payment.reference), channel: 'email', label },
      (claim) => this.mail.send(this.receiptFor(payment, payer, claim)),
      MONEY_MAIL_RETRY,
    );
  }

  /** The retry job's run: receipts whose send failed and whose wait is over, or whose send a crash cut short, go out again. */
  retryFailed(now = new Date()): Promise<number> {
    return this.deliveries.retryDue(
      RECEIPT_PREFIX,
      MONEY_MAIL_RETRY,
      async (claim) => {
        const payment = await this.payments.find(claim.occasion.slice(RECEIPT_PREFIX.length));
        const [payer] = await this.contacts.findReachable([claim.user]);
        if (!payment || !payer) throw new Error('The payment or its payer is gone');
        await this.mail.send(this.receiptFor(payment, payer, claim));
      },
      now,
    );
  }

  private receiptFor(payment: PaidPayment, payer: ReachableUser, claim: ClaimedDelivery) {
    return receiptMail({
      stableId: `receipt.${claim.id}`,
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
