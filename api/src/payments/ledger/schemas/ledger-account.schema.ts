import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/**
 * The cached balance of one account. It changes only in the transaction that inserts the entries
 * explaining it, and `LedgerService.reconcile` proves it equals the sum of those entries.
 * `totals` keeps the signed sum per kind, so "earned" and "referral earnings" need no scan.
 */
@Schema({ collection: 'ledgeraccounts', minimize: false })
export class LedgerAccount {
  @Prop({ required: true })
  account: string;

  @Prop({ required: true, default: 0 })
  balanceKobo: number;

  @Prop({ type: Object, required: true, default: {} })
  totals: Record<string, number>;
}

export type LedgerAccountDocument = HydratedDocument<LedgerAccount>;
export const LedgerAccountSchema = SchemaFactory.createForClass(LedgerAccount);
LedgerAccountSchema.index({ account: 1 }, { unique: true });
