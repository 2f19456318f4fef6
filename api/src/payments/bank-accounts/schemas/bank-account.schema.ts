import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/**
 * Where a mentor's withdrawals go: one per user (the unique index), with the Paystack transfer
 * recipient made for it. The full account number stays here; answers show its last four digits.
 */
@Schema({ collection: 'bankaccounts', timestamps: true })
export class BankAccount {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  /** The name the bank holds for the account, as Paystack resolved it. */
  @Prop({ required: true })
  accountName: string;

  @Prop({ required: true })
  accountNumber: string;

  @Prop({ required: true })
  bankName: string;

  @Prop({ required: true })
  bankCode: string;

  /** Paystack's nuban transfer recipient for this account. */
  @Prop({ required: true })
  recipientCode: string;

  /** Set when the details change (not on the first save): withdrawals wait until then. */
  @Prop()
  withdrawalsPausedUntil?: Date;

  createdAt: Date;
  updatedAt: Date;
}

export type BankAccountDocument = HydratedDocument<BankAccount>;
export const BankAccountSchema = SchemaFactory.createForClass(BankAccount);
BankAccountSchema.index({ user: 1 }, { unique: true });
// The referral check looks for two people paid into one account.
BankAccountSchema.index({ accountNumber: 1 });
