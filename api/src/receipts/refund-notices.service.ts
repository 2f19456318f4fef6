import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import { appConfig, type AppConfig } from '../config/app.config';
import { MailService } from '../mail/mail.service';
import { PaidPayments } from '../payments/checkout/paid-payments.service';
import { PaymentPurposes, type SettledRefund } from '../payments/checkout/payment-purposes';
import { DeliveryLedger, type DeliveryOutcome } from '../reminders/delivery-ledger.service';
import { UsersService } from '../users/users.service';
import { refundMail } from './refund.mail';

/** The delivery ledger's occasion for a refund's notice: one per refund claim, however often Paystack reports it. */
export const refundOccasion = (refundId: string): string => `refund:${refundId}`;

/** A mail to the payer when a refund settles, claimed in the delivery ledger before it is sent. */
@Injectable()
export class RefundNoticesService implements OnModuleInit {
  constructor(
    private readonly purposes: PaymentPurposes,
    private readonly payments: PaidPayments,
    private readonly users: UsersService,
    private readonly ledger: DeliveryLedger,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  onModuleInit(): void {
    this.purposes.onRefundSettled((refund) => this.send(refund));
  }

  async send(refund: SettledRefund): Promise<DeliveryOutcome | 'no-account'> {
    const payment = await this.payments.find(refund.paymentReference);
    const [payer] = payment ? await this.users.findReachable([new Types.ObjectId(payment.userId)]) : [];
    if (!payment || !payer) return 'no-account';
    const label = `Refund e-mail for refund ${refund.refundId} to user ${payment.userId}`;
    return this.ledger.deliverOnce({ user: payer._id, occasion: refundOccasion(refund.refundId), channel: 'email', label }, () =>
      this.mail.send(
        refundMail({ to: payer, reference: payment.reference, amountKobo: refund.amountKobo, description: payment.description, dashboardUrl: this.app.dashboardUrl }),
      ),
    );
  }
}
