import { Inject, Injectable } from '@nestjs/common';
import type { Bank } from '@trail/shared';
import { paystackConfig, type PaystackConfig } from '../../platform/config';
import { PaystackNotConfiguredError, PaystackRequestError, PaystackUnavailableError } from './paystack-errors';
import { isValidPaystackSignature } from './paystack-signature';
import { toPlan, toRefund, toSubscription, toTransfer, toVerifiedTransaction, type Json } from './paystack.mappers';
import type {
  InitializedTransaction, InitializeTransactionInput, PaystackPlan, PaystackPlanInterval, Refund, ResolvedAccount,
  Subscription, Transfer, TransferInput, TransferRecipient, VerifiedTransaction,
} from './paystack.types';

const REQUEST_TIMEOUT_MS = 15_000;
const REFUND_PAGE = 100;

/**
 * The adapter for Paystack's documented REST API (https://paystack.com/docs/api/): every call sends
 * the secret key as a Bearer token to PAYSTACK_BASE_URL and reads the `{ status, message, data }`
 * envelope. It does not know whether it talks to Paystack or the local stand-in.
 */
@Injectable()
export class PaystackClient {
  private bankCache?: { banks: Bank[]; expiresAt: number };
  private bankRequest?: Promise<Bank[]>;

  constructor(@Inject(paystackConfig.KEY) private readonly config: PaystackConfig) {}

  get configured(): boolean {
    return Boolean(this.config.secretKey);
  }

  /** Whether a webhook body really comes from Paystack (see paystack-signature.ts). */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean {
    return isValidPaystackSignature(rawBody, signature, this.secretKey());
  }

  async initializeTransaction(input: InitializeTransactionInput): Promise<InitializedTransaction> {
    const data = await this.call('POST', '/transaction/initialize', {
      email: input.email,
      amount: koboOf(input.amountKobo),
      currency: 'NGN',
      reference: input.reference,
      callback_url: input.callbackUrl,
      ...(input.metadata ? { metadata: input.metadata } : {}),
      ...(input.planCode ? { plan: input.planCode } : {}),
    });
    return { authorizationUrl: String(data.authorization_url), accessCode: String(data.access_code), reference: String(data.reference) };
  }

  async verifyTransaction(reference: string): Promise<VerifiedTransaction> {
    return toVerifiedTransaction(await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`));
  }

  /** Nigerian banks by name, from a copy kept for a day (a stale copy is served while Paystack is down). */
  async listBanks(): Promise<Bank[]> {
    if (this.bankCache && this.bankCache.expiresAt > Date.now()) return this.bankCache.banks;
    this.bankRequest ??= this.fetchBanks()
      .then((banks) => {
        this.bankCache = { banks, expiresAt: Date.now() + this.config.bankListTtlMs };
        return banks;
      })
      .catch((error: unknown) => {
        if (this.bankCache && !(error instanceof PaystackRequestError)) return this.bankCache.banks;
        throw error;
      })
      .finally(() => (this.bankRequest = undefined));
    return this.bankRequest;
  }

  async resolveAccount(accountNumber: string, bankCode: string): Promise<ResolvedAccount> {
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const data = await this.call('GET', `/bank/resolve?${query}`);
    return { accountNumber: String(data.account_number), accountName: String(data.account_name) };
  }

  async createTransferRecipient(input: { name: string; accountNumber: string; bankCode: string }): Promise<TransferRecipient> {
    const data = await this.call('POST', '/transferrecipient', {
      type: 'nuban', name: input.name, account_number: input.accountNumber, bank_code: input.bankCode, currency: 'NGN',
    });
    const details = (data.details ?? {}) as Json;
    return {
      recipientCode: String(data.recipient_code),
      accountName: String(details.account_name ?? data.name),
      bankName: typeof details.bank_name === 'string' ? details.bank_name : undefined,
    };
  }

  /** Queues a transfer from the Paystack balance; its outcome arrives as a transfer.* webhook. */
  async transfer(input: TransferInput): Promise<Transfer> {
    return toTransfer(
      await this.call('POST', '/transfer', {
        source: 'balance', amount: koboOf(input.amountKobo), recipient: input.recipientCode, reference: input.reference,
        currency: 'NGN', ...(input.reason ? { reason: input.reason } : {}),
      }),
    );
  }

  async verifyTransfer(reference: string): Promise<Transfer> {
    return toTransfer(await this.call('GET', `/transfer/verify/${encodeURIComponent(reference)}`));
  }

  /** Refunds a paid transaction, in full unless `amountKobo` says how much. */
  async refund(input: { transactionReference: string; amountKobo?: number }): Promise<Refund> {
    return toRefund(
      await this.call('POST', '/refund', {
        transaction: input.transactionReference,
        ...(input.amountKobo === undefined ? {} : { amount: koboOf(input.amountKobo) }),
      }),
    );
  }

  /** Every refund of one transaction, newest first; `transactionId` is Paystack's id of it (verifyTransaction), not its reference. */
  async listRefunds(transactionId: string): Promise<Refund[]> {
    const refunds: Refund[] = [];
    for (let page = 1; ; page += 1) {
      const query = new URLSearchParams({ transaction: transactionId, perPage: String(REFUND_PAGE), page: String(page) });
      const { data, meta } = await this.envelope('GET', `/refund?${query}`);
      const items = Array.isArray(data) ? (data as Json[]) : [];
      refunds.push(...items.map(toRefund));
      // Paystack may serve fewer than asked per page: its pageCount says when the list ends.
      const pageCount = Number(meta?.pageCount);
      if (items.length === 0 || (Number.isFinite(pageCount) ? page >= pageCount : items.length < REFUND_PAGE)) return refunds;
    }
  }

  async fetchRefund(id: string): Promise<Refund> {
    return toRefund(await this.call('GET', `/refund/${encodeURIComponent(id)}`));
  }

  async createPlan(input: { name: string; amountKobo: number; interval: PaystackPlanInterval }): Promise<PaystackPlan> {
    return toPlan(await this.call('POST', '/plan', { name: input.name, amount: koboOf(input.amountKobo), interval: input.interval, currency: 'NGN' }));
  }

  async listPlans(): Promise<PaystackPlan[]> {
    const plans = await this.call('GET', '/plan');
    return Array.isArray(plans) ? plans.map((plan) => toPlan(plan as Json)) : [];
  }

  /** Subscribes a customer (e-mail or customer code) who has paid before, with their saved card. */
  async createSubscription(input: { customer: string; planCode: string; authorizationCode?: string }): Promise<Subscription> {
    return toSubscription(
      await this.call('POST', '/subscription', {
        customer: input.customer, plan: input.planCode, ...(input.authorizationCode ? { authorization: input.authorizationCode } : {}),
      }),
    );
  }

  async fetchSubscription(code: string): Promise<Subscription> {
    return toSubscription(await this.call('GET', `/subscription/${encodeURIComponent(code)}`));
  }

  /** Paystack's own page where the customer replaces the card a subscription charges. */
  async subscriptionCardLink(code: string): Promise<string> {
    const data = await this.call('GET', `/subscription/${encodeURIComponent(code)}/manage/link`);
    if (typeof data.link !== 'string' || !/^https?:\/\//.test(data.link)) throw new PaystackRequestError('Paystack answered no card update link', 502);
    return data.link;
  }

  async disableSubscription(input: { code: string; emailToken: string }): Promise<void> {
    await this.call('POST', '/subscription/disable', { code: input.code, token: input.emailToken });
  }

  private async fetchBanks(): Promise<Bank[]> {
    const banks: Bank[] = [];
    let cursor: string | undefined;
    do {
      const query = new URLSearchParams({ country: 'nigeria', currency: 'NGN', perPage: '100', use_cursor: 'true', ...(cursor ? { next: cursor } : {}) });
      const { data, meta } = await this.envelope('GET', `/bank?${query}`);
      for (const bank of Array.isArray(data) ? (data as Json[]) : []) {
        if (bank.active !== false && bank.is_deleted !== true) banks.push({ name: String(bank.name), code: String(bank.code) });
      }
      cursor = typeof meta?.next === 'string' && meta.next ? meta.next : undefined;
    } while (cursor);
    return banks.sort((a, b) => a.name.localeCompare(b.name));
  }

  private async call(method: 'GET' | 'POST', path: string, body?: Json): Promise<Json> {
    return (await this.envelope(method, path, body)).data as Json;
  }

  private async envelope(method: 'GET' | 'POST', path: string, body?: Json): Promise<{ data: unknown; meta?: Json }> {
    const secretKey = this.secretKey();
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new PaystackUnavailableError();
    }
    const answer = (await response.json().catch(() => undefined)) as Json | undefined;
    if (response.status >= 500 || !answer) throw new PaystackUnavailableError();
    if (!response.ok || answer.status !== true) {
      throw new PaystackRequestError(typeof answer.message === 'string' ? answer.message : 'Paystack refused the request', response.status);
    }
    return { data: answer.data, meta: answer.meta as Json | undefined };
  }

  private secretKey(): string {
    if (!this.config.secretKey) throw new PaystackNotConfiguredError();
    return this.config.secretKey;
  }
}

/** Paystack takes whole kobo; anything else is a bug in the caller, not something to round. */
function koboOf(amountKobo: number): number {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) throw new RangeError(`Not a positive whole number of kobo: ${amountKobo}`);
  return amountKobo;
}
