export interface LocalPaystackRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body; undefined when it was not a JSON object. */
  body: Record<string, unknown> | undefined;
}

export interface LocalPaystackDelivery {
  event: string;
  data: Record<string, unknown>;
  /** The raw JSON body that was signed and sent. */
  body: string;
  /** The receiver's HTTP status on the last attempt; 0 when unreachable or no webhookUrl. */
  status: number;
}

export interface LocalPaystack {
  /** Where it listens, e.g. http://127.0.0.1:41234 (the API base URL; checkout pages live under /checkout/). */
  url: string;
  /** Everything the API needs to use this stand-in as its Paystack. */
  env: { PAYSTACK_SECRET_KEY: string; PAYSTACK_BASE_URL: string };
  /** Where webhooks go; can be set after start (e.g. once the API's port is known). */
  webhookUrl: string | undefined;
  /** How refunds queued from now on end, by their refund.* webhook and GET /refund/:id: processed (default) or failed. */
  refundOutcome: 'processed' | 'failed';
  /**
   * The next `method path` request (e.g. 'POST', '/refund') fails with a 5xx: with `handled`, Paystack acted
   * on it and the answer was lost (502); without, Paystack was down and did nothing (503).
   */
  failNext(method: string, path: string, options?: { handled?: boolean }): void;
  requests: LocalPaystackRequest[];
  deliveries: LocalPaystackDelivery[];
  /** The x-paystack-signature Paystack would send with this raw body. */
  sign(rawBody: string): string;
  /** Sends a signed webhook now, e.g. to replay an event. */
  sendWebhook(event: string, data: Record<string, unknown>): Promise<LocalPaystackDelivery>;
  /**
   * The day a subscription falls due (also `POST /_local/subscription/:code/renew {outcome}`): `success` sends
   * charge.success under a new reference and invoice.update; `failed` sends invoice.payment_failed. Answers Paystack's envelope.
   */
  renewSubscription(subscriptionCode: string, outcome?: 'success' | 'failed'): [number, { status: boolean; message: string; data?: Record<string, unknown> }];
  /** The card the subscription charges expires this month; sends subscription.expiring_cards naming it. */
  expireCard(subscriptionCode: string): [number, { status: boolean; message: string; data?: Record<string, unknown> }];
  /** Resolves once no transfer or refund is pending and every webhook has been answered. */
  settled(): Promise<void>;
  balanceKobo(): number;
  close(): Promise<void>;
}

export interface LocalPaystackOptions {
  secretKey?: string;
  webhookUrl?: string;
  port?: number;
  /** How long a transfer or refund stays pending before its outcome webhook (default 1500 ms). */
  transferDelayMs?: number;
  /** The Paystack balance transfers draw on, in kobo (default ₦10,000,000). */
  balanceKobo?: number;
  /** The most banks one page of GET /bank holds (Paystack: 100). */
  maxPerPage?: number;
  /** Where to listen (default 127.0.0.1; 0.0.0.0 in a container). */
  host?: string;
  /** The address browsers reach it at, for checkout links (default: where it listens). */
  publicUrl?: string;
}

export const LOCAL_PAYSTACK_SECRET_KEY: string;
export const LOCAL_PAYSTACK_ACCOUNTS: { unresolvable: string; transferFails: string; transferReversed: string };
export function startLocalPaystack(options?: LocalPaystackOptions): Promise<LocalPaystack>;
