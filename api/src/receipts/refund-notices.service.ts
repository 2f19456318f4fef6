import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import { appConfig, type AppConfig } from '../platform/config';
import { MailService } from '../integrations/mail';
import { type PaidPayment, PaidPayments, PaymentPurposes, type SettledRefund, SettledRefunds } from '../payments';
import { type ClaimedDelivery, DeliveryClaims, type DeliveryOutcome } from '../outbox';
import { ContactRecords, type ReachableUser } from '../users';
import { MONEY_MAIL_RETRY } from './money-mail-retry';
import { refundMail } from './refund.mail';

const REFUND_PREFIX = 'refund:';

/** The delivery ledger's occasion for a refund's notice: one per refund claim, however often Paystack reports it. */
export const refundOccasion = (refundId: string): string => `${REFUND_PREFIX}${refundId}`;

/**
 * A mail to the payer when a refund settles, claimed in the delivery ledger before it is sent; a send
 * that failed, or that a crash cut short, is retried by the job as a receipt is.
 */
@Injectable()
export class RefundNoticesService implements OnModuleInit {
  constructor(
    private readonly purposes: PaymentPurposes,
    private readonly payments: PaidPayments,
    private readonly refunds: SettledRefunds,
    private readonly contacts: ContactRecords,
    private readonly deliveries: DeliveryClaims,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  onModuleInit(): void {
    this.purposes.onRefundSettled((refund) => this.send(refund));
  }

  async send(refund: SettledRefund): Promise<DeliveryOutcome | 'no-account'> {
    const payment = await this.payments.find(refund.paymentReference);
    const [payer] = payment ? await this.contacts.findReachable([new Types.ObjectId(payment.userId)]) : [];
    if (!payment || !payer) return 'no-account';
    const label = `Refund e-mail for refund ${refund.refundId} to user ${payment.userId}`;
    return this.deliveries.deliverOnce(
      { user: payer._id, occasion: refundOccasion(refund.refundId), channel: 'email', label },
      (claim) => this.mail.send(this.noticeFor(refund, payment, payer, claim)),
      MONEY_MAIL_RETRY,
    );
  }

  /** The retry job's run: notices whose send failed and whose wait is over, or whose send a crash cut short, go out again. */
  retryFailed(now = new Date()): Promise<number> {
    return this.deliveries.retryDue(
      REFUND_PREFIX,
      MONEY_MAIL_RETRY,
      async (claim) => {
        const refund = await this.refunds.find(claim.occasion.slice(REFUND_PREFIX.length));
        const payment = refund && (await this.payments.find(refund.paymentReference));
        const [payer] = await this.contacts.findReachable([claim.user]);
        if (!refund || !payment || !payer) throw new Error('The refund, its payment or its payer is gone');
        await this.mail.send(this.noticeFor(refund, payment, payer, claim));
      },
      now,
    );
  }

  private noticeFor(refund: SettledRefund, payment: PaidPayment, payer: ReachableUser, claim: ClaimedDelivery) {
    return refundMail({
      to: payer,
      reference: payment.reference,
      amountKobo: refund.amountKobo,
      description: payment.description,
      dashboardUrl: this.app.dashboardUrl,
      stableId: `refund.${claim.id}`,
    });
  }
}
