import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/**
 * Who earned a referral credit from whose payment: written in the transaction that confirms the
 * payment, beside its ledger entry. The money is in the ledger; this says which referee it came from.
 */
@Schema({ collection: 'referralcredits', timestamps: { createdAt: true, updatedAt: false } })
export class ReferralCredit {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  referrer: Types.ObjectId;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  referee: Types.ObjectId;

  /** One credit per referee payment, ever (the ledger's `<reference>:referral` is unique too). */
  @Prop({ required: true })
  paymentReference: string;

  @Prop({ required: true, min: 1 })
  amountKobo: number;

  createdAt: Date;
}

export type ReferralCreditDocument = HydratedDocument<ReferralCredit>;
export const ReferralCreditSchema = SchemaFactory.createForClass(ReferralCredit);
ReferralCreditSchema.index({ paymentReference: 1 }, { unique: true });
ReferralCreditSchema.index({ referrer: 1, referee: 1 });
