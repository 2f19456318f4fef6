import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter, type Types } from 'mongoose';
import { isDuplicateKey } from '../../platform/database';
import { PaystackClient } from '../../integrations/paystack';
import { Refund } from './schemas/refund.schema';

type Claim = Pick<Refund, 'paymentReference' | 'amountKobo'> & { _id: Types.ObjectId };

/** The claim took nothing because it moved on meanwhile (a webhook). */
const MOVED_ON = Symbol('moved on');

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
    // A failed refund paid nothing back, so it is not what the payer could receive twice.
    const adopted = await this.adopt(claim, { status: 'requested' }, { status: 'sent' }, (status) => status !== 'failed');
    return adopted !== undefined;
  }

  /**
   * A claim `sent` whose Paystack id was never stored: the id of the refund of its amount that Paystack
   * holds and no other claim owns, now stored on it; undefined when there is none (or a webhook gave it
   * one meanwhile). Failed refunds count: Paystack accepted this one, its outcome is what is asked.
   */
  async identifySent(claim: Claim): Promise<string | undefined> {
    // Filters are sanitised app-wide (database.module.ts); this operator is ours.
    const adopted = await this.adopt(claim, { status: 'sent', paystackRefundId: mongoose.trusted({ $exists: false }) }, {}, () => true);
    return typeof adopted === 'string' ? adopted : undefined;
  }

  /** Stores on the claim (while `open` matches) the first refund Paystack holds for its amount that no claim owns. */
  private async adopt(
    claim: Claim,
    open: QueryFilter<Refund>,
    set: Partial<Refund>,
    counts: (status: string) => boolean,
  ): Promise<string | typeof MOVED_ON | undefined> {
    const { id: transactionId } = await this.paystack.verifyTransaction(claim.paymentReference);
    if (!transactionId) throw new Error(`Paystack did not give the id of transaction ${claim.paymentReference}`);
    const landed = (await this.paystack.listRefunds(transactionId))
      .filter((r) => r.amountKobo === claim.amountKobo && counts(r.status))
      .flatMap((r) => (r.id ? [r.id] : []));
    if (landed.length === 0) return undefined;
    // Filters are sanitised app-wide (database.module.ts); this operator is ours.
    const owned = await this.refunds.find({ paystackRefundId: mongoose.trusted({ $in: landed }) }, { paystackRefundId: 1 }).lean();
    const taken = new Set(owned.map((r) => r.paystackRefundId));
    for (const id of landed) {
      if (taken.has(id)) continue;
      try {
        const stored = await this.refunds.updateOne(
          { _id: claim._id, ...open },
          { $set: { ...set, paystackRefundId: id }, $unset: { sendingUntil: 1, problem: 1 } },
        );
        return stored.matchedCount > 0 ? id : MOVED_ON;
      } catch (error) {
        // Another claim adopted it first: the unique index decided, try the next one.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return undefined;
  }
}
