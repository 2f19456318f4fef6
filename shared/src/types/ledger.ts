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
  /** A session's earnings leave pending for the earnings account once its dispute window has passed (decision 0073). */
  'mentor_release',
  'referral_release',
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
  /** Earned from sessions that have not happened yet or whose dispute window is still open (decision 0073). */
  pendingKobo: number;
  /** Everything earned and released (mentor and referral credits, less reversals), withdrawn or not; pending is not in it. */
  totalEarnedKobo: number;
  referralEarningsKobo: number;
}

/** Pending earnings that become withdrawable at the same moment. */
export interface PendingEarning {
  amountKobo: number;
  /** When they become withdrawable: the session's end plus DISPUTE_WINDOW_HOURS. */
  releaseAt: string;
  /** A problem was reported with the session: the money waits for its decision, not for releaseAt. */
  disputed?: boolean;
}

/** GET /admin/refused-refunds: a refund the ledger refused (nothing moved), waiting for an admin (decision 0073). */
export interface RefusedRefundView {
  _id: string;
  paymentReference: string;
  /** The part of the payment (a meeting's id, 'all'). */
  part: string;
  amountKobo: number;
  /** Why it was asked for. */
  reason: string;
  /** Why the ledger refused it. */
  problem: string;
  tries: number;
  /** When it was last refused. */
  at: string;
}

/** POST /admin/refused-refunds/:id/resolve: what the admin did about it. */
export interface ResolveRefusedRefundBody {
  note: string;
}
