/** Why money moved. Every ledger entry has exactly one kind; see docs/glossary.md. */
export const LEDGER_KINDS = [
  'payment_received',
  'mentor_credit',
  'platform_fee',
  'referral_credit',
  'refund',
  'mentor_credit_reversal',
  'referral_credit_reversal',
  'platform_fee_reversal',
  'withdrawal',
  'withdrawal_settled',
  'transfer_reversal',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One movement as its owner sees it: positive when money came to them, negative when it left. */
export interface LedgerEntryView {
  _id: string;
  reference: string;
  kind: LedgerKind;
  amountKobo: number;
  reason: string;
  createdAt: string;
}

export interface LedgerPage {
  entries: LedgerEntryView[];
  hasMore: boolean;
}

/** Derived from the ledger, never stored on the user. */
export interface Balances {
  /** What a mentor can withdraw now. */
  withdrawableKobo: number;
  /** Everything earned (mentor and referral credits, less reversals), withdrawn or not. */
  totalEarnedKobo: number;
  referralEarningsKobo: number;
}
