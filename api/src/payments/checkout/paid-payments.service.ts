import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PaidPayment } from './payment-purposes';
import { Payment } from './schemas/payment.schema';

/** A confirmed payment by its reference, as the "paid" announcement told it: what a receipt sent again, or a refund's notice, needs. */
@Injectable()
export class PaidPayments {
  constructor(@InjectModel(Payment.name) private readonly payments: Model<Payment>) {}

  async find(reference: string): Promise<PaidPayment | null> {
    const payment = await this.payments.findOne({ reference }, { reference: 1, user: 1, amountKobo: 1, description: 1, paidAt: 1 }).lean();
    if (!payment?.paidAt) return null;
    return {
      reference: payment.reference,
      userId: payment.user.toString(),
      amountKobo: payment.amountKobo,
      description: payment.description,
      paidAt: payment.paidAt,
    };
  }
}
