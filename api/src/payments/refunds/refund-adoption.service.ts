import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type Types } from 'mongoose';
import { isDuplicateKey } from '../../common/database/duplicate-key';
import { PaystackClient } from '../../integrations/paystack/paystack.client';
import { Refund } from './schemas/refund.schema';

type Claim = Pick<Refund, 'paymentReference' | 'amountKobo'> & { _id: Types.ObjectId };

/**
 * Paystack's refund API has no idempotency key: an attempt whose answer was lost (a timeout, a 5xx) may
 * have landed. Before asking again, RefundsService asks which refunds Paystack holds for the transaction
 * and adopts one of the same amount that no other claim owns (decision 0045).
 */
@Injectable()
export class RefundAdoptionService {
  constructor(
    @InjectModel(Refund.name) private readonly refunds: Model<Refund>,
    private readonly paystack: PaystackClient,
  ) {}

  /**
   * True when nothing is left to send: a landed refund is now this claim's (`sent`), or the claim moved on
   * meanwhile (a webhook). False when Paystack holds none free, so asking again cannot pay twice. Throws
   * when Paystack cannot say: never ask blind.
   */
  async adoptLanded(claim: Claim): Promise<boolean> {
    const { id: transactionId } = await this.paystack.verifyTransaction(claim.paymentReference);
    if (!transactionId) throw new Error(`Paystack did not give the id of transaction ${claim.paymentReference}`);
    // A failed refund paid nothing back, so it is not what the payer could receive twice.
    const landed = (await this.paystack.listRefunds(transactionId))
      .filter((r) => r.amountKobo === claim.amountKobo && r.status !== 'failed')
      .flatMap((r) => (r.id ? [r.id] : []));
    if (landed.length === 0) return false;
    // Filters are sanitised app-wide (database.module.ts); this operator is ours.
    const owned = await this.refunds.find({ paystackRefundId: mongoose.trusted({ $in: landed }) }, { paystackRefundId: 1 }).lean();
    const taken = new Set(owned.map((r) => r.paystackRefundId));
    for (const id of landed) {
      if (taken.has(id)) continue;
      try {
        // No match: a webhook moved the claim on meanwhile, and there is nothing to send either.
        await this.refunds.updateOne(
          { _id: claim._id, status: 'requested' },
          { $set: { status: 'sent', paystackRefundId: id }, $unset: { sendingUntil: 1, problem: 1 } },
        );
        return true;
      } catch (error) {
        // Another claim adopted it first: the unique index decided, try the next one.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return false;
  }
}
