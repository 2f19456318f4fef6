import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { LEDGER_KINDS, type LedgerKind } from '@trail/shared';
import type { HydratedDocument } from 'mongoose';

/**
 * One movement of money: `amountKobo` leaves `debit` and reaches `credit`. Entries are only ever
 * inserted; a correction is a new entry. The unique `reference` makes every movement happen once,
 * whoever records it and however often (webhook replays, retries, two instances).
 */
@Schema({ collection: 'ledgerentries', timestamps: { createdAt: true, updatedAt: false } })
export class LedgerEntry {
  @Prop({ required: true })
  reference: string;

  @Prop({ type: String, required: true, enum: LEDGER_KINDS })
  kind: LedgerKind;

  @Prop({ required: true })
  debit: string;

  @Prop({ required: true })
  credit: string;

  @Prop({ required: true, min: 1, validate: { validator: Number.isSafeInteger, message: 'amountKobo must be whole kobo' } })
  amountKobo: number;

  /** A sentence the account's owner can read in their history. */
  @Prop({ required: true })
  reason: string;

  createdAt: Date;
}

export type LedgerEntryDocument = HydratedDocument<LedgerEntry>;
export const LedgerEntrySchema = SchemaFactory.createForClass(LedgerEntry);
LedgerEntrySchema.index({ reference: 1 }, { unique: true });
// A user's history, newest first, from either side of the movement.
LedgerEntrySchema.index({ debit: 1, _id: -1 });
LedgerEntrySchema.index({ credit: 1, _id: -1 });
