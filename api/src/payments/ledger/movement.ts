import type { LedgerKind } from '@trail/shared';

/** One movement to record: `amountKobo` leaves `debit` and reaches `credit`. */
export interface Movement {
  reference: string;
  kind: LedgerKind;
  debit: string;
  credit: string;
  amountKobo: number;
  reason: string;
}
