/** What Trail keeps from Paystack's answers, in Trail's names (amounts in kobo). */

export type PaystackTransactionStatus = 'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'reversed' | string;
export type PaystackTransferStatus = 'pending' | 'success' | 'failed' | 'reversed' | 'otp' | 'received' | string;
export type PaystackPlanInterval = 'hourly' | 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'biannually' | 'annually';

export interface InitializeTransactionInput {
  email: string;
  amountKobo: number;
  /** Unique per payment: Paystack refuses a reused one ("Duplicate Transaction Reference"). */
  reference: string;
  callbackUrl: string;
  metadata?: Record<string, unknown>;
  /** A plan code: the charge starts a subscription, and Paystack uses the plan's amount. */
  planCode?: string;
}

export interface InitializedTransaction {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

export interface VerifiedTransaction {
  /** Paystack's id for the transaction: what GET /refund?transaction= takes. */
  id: string | undefined;
  reference: string;
  status: PaystackTransactionStatus;
  amountKobo: number;
  currency: string;
  paidAt: string | null;
  customerEmail: string | undefined;
  /** A reusable card authorization, once the charge succeeded. */
  authorizationCode: string | undefined;
  planCode: string | undefined;
  metadata: unknown;
}

export interface ResolvedAccount {
  accountNumber: string;
  accountName: string;
}

export interface TransferRecipient {
  recipientCode: string;
  accountName: string;
  bankName: string | undefined;
}

export interface TransferInput {
  amountKobo: number;
  recipientCode: string;
  /** 16-50 lowercase letters, digits, - or _; unique per transfer (Paystack's idempotency key). */
  reference: string;
  reason?: string;
}

export interface Transfer {
  transferCode: string;
  reference: string;
  status: PaystackTransferStatus;
  amountKobo: number;
}

export type PaystackRefundStatus = 'pending' | 'processing' | 'needs-attention' | 'failed' | 'processed' | string;

export interface Refund {
  /** Paystack's id for the refund; its webhooks name the refund by it (and the transaction reference). */
  id: string | undefined;
  status: PaystackRefundStatus;
  amountKobo: number;
  transactionReference: string | undefined;
}

export interface PaystackPlan {
  planCode: string;
  name: string;
  amountKobo: number;
  interval: string;
}

export interface Subscription {
  subscriptionCode: string;
  status: string;
  /** Needed, with the code, to disable the subscription. */
  emailToken: string;
  planCode: string | undefined;
  customerEmail: string | undefined;
  nextPaymentDate: string | null;
  /** The charged card's expiry as 'MM/YYYY' (card-expiry-format.ts), when Paystack names one. */
  cardExpiry: string | undefined;
}
