import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/**
 * claimed  — the balance is debited; the transfer may or may not have reached Paystack (a crash here
 *            is what the recovery job finishes);
 * sent     — Paystack accepted the transfer and will report its outcome;
 * settled  — the money reached the bank; reversed — it came back to the mentor's balance.
 */
export const WITHDRAWAL_STATUSES = ['claimed', 'sent', 'settled', 'reversed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A mentor's withdrawal: the claim made before Paystack is asked to transfer (claim, then act). */
@Schema({ collection: 'withdrawals', timestamps: true })
export class Withdrawal {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  /** The Paystack transfer reference and the ledger reference: one withdrawal, one of each, ever. */
  @Prop({ required: true })
  reference: string;

  @Prop({ required: true, min: 1 })
  amountKobo: number;

  @Prop({ required: true })
  recipientCode: string;

  @Prop({ type: String, required: true, enum: WITHDRAWAL_STATUSES, default: 'claimed' })
  status: WithdrawalStatus;

  @Prop()
  transferCode?: string;

  @Prop({ default: 0 })
  attempts: number;

  @Prop()
  failureReason?: string;

  /** What Paystack said when the money came back: the transfer failed, or was reversed. */
  @Prop({ type: String, enum: ['failed', 'reversed'] })
  outcome?: 'failed' | 'reversed';

  /** Paystack reported success after the money was given back: maybe paid twice, for an operator (decision 0077). */
  @Prop()
  lateSuccessAt?: Date;

  createdAt: Date;
  updatedAt: Date;
}

export type WithdrawalDocument = HydratedDocument<Withdrawal>;
export const WithdrawalSchema = SchemaFactory.createForClass(Withdrawal);
WithdrawalSchema.index({ reference: 1 }, { unique: true });
WithdrawalSchema.index({ user: 1, createdAt: -1 });
// The recovery job's scan: claims left behind by a crash.
WithdrawalSchema.index({ status: 1, updatedAt: 1 });
