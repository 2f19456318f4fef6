/** A Nigerian bank as GET /payments/getbanks lists it: `code` is the bank code Paystack transfers to. */
export interface Bank {
  name: string;
  code: string;
}

/** The Paystack webhook events the payments module records (each once per reference). */
export const PAYMENT_WEBHOOK_EVENTS = [
  'charge.success',
  'transfer.success',
  'transfer.failed',
  'transfer.reversed',
  'refund.pending',
  'refund.processed',
  'refund.failed',
  'subscription.create',
  'subscription.not_renew',
  'subscription.disable',
  'subscription.expiring_cards',
  'invoice.create',
  'invoice.update',
  'invoice.payment_failed',
] as const;
export type PaymentWebhookEvent = (typeof PAYMENT_WEBHOOK_EVENTS)[number];

/** A checkout's state as its payer sees it (GET /payments/verify/:reference). */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

export interface PaymentStatusResponse {
  status: PaymentStatus;
}

/**
 * PUT /payments/bankdetails (mentor, verified e-mail). The password is asked again because a stolen
 * session must not be able to redirect payouts; a first save or a change pauses withdrawals for BANK_CHANGE_PAUSE_HOURS.
 */
export interface BankDetailsBody {
  accountNumber: string;
  accountName: string;
  bankName: string;
  bankCode: string;
  password: string;
}

/** POST /payments/resolveaccount: the name Paystack holds for an account, shown before saving. */
export interface ResolveAccountBody {
  accountNumber: string;
  bankCode: string;
}

export interface ResolvedAccount {
  accountName: string;
}

/** GET /payments/bankdetails: the mentor's payout account, or `{ bankDetails: null }`. */
export interface BankDetails {
  accountName: string;
  /** Only the last four digits leave the API after saving. */
  accountNumberLast4: string;
  bankName: string;
  bankCode: string;
  /** Withdrawals wait until then after bank details were first saved or changed; absent when not paused. */
  withdrawalsPausedUntil?: string;
}

export interface BankDetailsResponse {
  bankDetails: BankDetails | null;
}

/** POST /payments/transfer (spec: body {amount}), in naira as the mentor types it. */
export interface WithdrawBody {
  amount: number;
}

export type WithdrawalStatus = 'pending' | 'processing' | 'settled' | 'failed' | 'reversed';

export interface WithdrawalView {
  _id: string;
  amountKobo: number;
  status: WithdrawalStatus;
  createdAt: string;
}

/** 'Withdrawal Successful' once the debit is written and the transfer is on its way. */
export interface WithdrawResponse {
  message: string;
  withdrawal: WithdrawalView;
}

export interface WithdrawalsPage {
  withdrawals: WithdrawalView[];
  hasMore: boolean;
}
