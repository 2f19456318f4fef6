import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import type { SettledRefund } from '../checkout/payment-purposes';
import { Refund } from './schemas/refund.schema';

/** A processed refund by its id, as the "refund settled" announcement told it: what its notice, sent again, needs. */
@Injectable()
export class SettledRefunds {
  constructor(@InjectModel(Refund.name) private readonly refunds: Model<Refund>) {}

  async find(refundId: string): Promise<SettledRefund | null> {
    if (!Types.ObjectId.isValid(refundId)) return null;
    const refund = await this.refunds.findOne({ _id: new Types.ObjectId(refundId), status: 'processed' }, { paymentReference: 1, amountKobo: 1 }).lean();
    return refund ? { refundId, paymentReference: refund.paymentReference, amountKobo: refund.amountKobo } : null;
  }
}
