import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { RefusedRefundView } from '@trail/shared';
import mongoose, { type Model, Types } from 'mongoose';
import type { RefundNotPossibleError } from './refund-request';
import { RefusedRefund } from './schemas/refused-refund.schema';

export const NO_SUCH_REFUSED_REFUND = 'No such refused refund';
export const ALREADY_RESOLVED = 'This refused refund was already resolved';

const OPEN = { resolvedAt: mongoose.trusted({ $exists: false }) };

/**
 * Refunds the ledger refused, kept for an admin (decision 0073): Trail's fees never go below zero, so a refund
 * they would have to cover moves nothing and waits here, as does one for a payment not paid or refunded already.
 */
@Injectable()
export class RefusedRefunds {
  constructor(@InjectModel(RefusedRefund.name) private readonly refused: Model<RefusedRefund>) {}

  /** After the caller's transaction ended (its writes undone): records the refusal, or counts another try of it. */
  async flag(error: RefundNotPossibleError): Promise<void> {
    const request = error.request;
    if (!request) return;
    const { paymentReference, part, amountKobo, reason } = request;
    await this.refused.updateOne(
      { paymentReference, part },
      { $set: { amountKobo, reason, problem: error.message }, $inc: { tries: 1 }, $unset: { resolvedAt: 1, resolvedBy: 1, note: 1 } },
      { upsert: true },
    );
  }

  /** The refusals no admin has resolved, last refused first. */
  async open(): Promise<RefusedRefundView[]> {
    const open = await this.refused.find(OPEN).sort({ updatedAt: -1 }).limit(200).lean();
    return open.map((one) => ({
      _id: one._id.toString(),
      paymentReference: one.paymentReference,
      part: one.part,
      amountKobo: one.amountKobo,
      reason: one.reason,
      problem: one.problem,
      tries: one.tries,
      at: one.updatedAt.toISOString(),
    }));
  }

  /** The admin dealt with it outside the ledger's automatic paths (and says how): it leaves the list. */
  async resolve(id: string, adminId: string, note: string, now = new Date()): Promise<void> {
    const resolved = await this.refused.updateOne({ _id: id, ...OPEN }, { $set: { resolvedAt: now, resolvedBy: new Types.ObjectId(adminId), note } });
    if (resolved.matchedCount === 1) return;
    if (await this.refused.exists({ _id: id })) throw new ConflictException(ALREADY_RESOLVED);
    throw new NotFoundException(NO_SUCH_REFUSED_REFUND);
  }
}
