import { Injectable, Logger } from '@nestjs/common';
import type { ClientSession } from 'mongoose';
import type { SubscriptionPeriod } from '../subscriptions/subscriptions.service';

/** What a purpose learns when its payment is confirmed. */
export interface ConfirmedCheckout {
  reference: string;
  userId: string;
  amountKobo: number;
  subject: Record<string, unknown>;
  /** For a subscription's charge: which period it paid. */
  period?: SubscriptionPeriod;
}

/** A session a payment buys (decision 0073): its earnings stay pending until `releaseAt`. */
export interface HeldSession {
  /** Names the session's part of the payment, as its refund would (the meeting's id). */
  part: string;
  amountKobo: number;
  /** The session's end plus the dispute window (shared's earningsReleaseAt). */
  releaseAt: Date;
}

/**
 * A module that sells something registers one: booking turns held slots into meetings, pathways
 * grant access. `onConfirmed` runs inside the transaction that marks the payment paid and writes
 * its ledger entries, so either all of it happens or none does.
 */
export interface PaymentPurpose {
  name: string;
  onConfirmed(checkout: ConfirmedCheckout, session: ClientSession): Promise<void>;
  /**
   * Paystack said the payment failed or was abandoned (once, when the payment leaves pending): free
   * what was held for it. The payment can still succeed later under the same reference, so
   * `onConfirmed` must cope with what this let go.
   */
  onFailed?(reference: string): Promise<void>;
  /**
   * The sessions the payment buys, when it buys any: their earners' shares go to pending accounts, each
   * session's released once it has happened and its dispute window has passed (decision 0073). Read
   * before the confirming transaction; their amounts add up to the payment's.
   */
  heldSessions?(reference: string): Promise<HeldSession[]>;
}

/** A payment that has just been confirmed and committed, whatever it bought: what a receipt needs. */
export interface PaidPayment {
  reference: string;
  userId: string;
  amountKobo: number;
  /** What was bought, as the checkout described it ("The Product Design pathway, …"). */
  description: string;
  paidAt: Date;
}

export type PaidListener = (payment: PaidPayment) => Promise<unknown>;

/** A refund whose money has reached the payer (Paystack reported it processed): what its notice needs. */
export interface SettledRefund {
  /** The refund claim's id: one notice per refund. */
  refundId: string;
  paymentReference: string;
  amountKobo: number;
}

export type RefundListener = (refund: SettledRefund) => Promise<unknown>;

/** The payments module imports no domain module; domain modules register their purposes (and paid listeners) here instead. */
@Injectable()
export class PaymentPurposes {
  private readonly logger = new Logger('PaymentPurposes');
  private readonly purposes = new Map<string, PaymentPurpose>();
  private readonly paidListeners: PaidListener[] = [];
  private readonly refundListeners: RefundListener[] = [];

  register(purpose: PaymentPurpose): void {
    if (this.purposes.has(purpose.name)) throw new Error(`Payment purpose ${purpose.name} is registered twice`);
    this.purposes.set(purpose.name, purpose);
  }

  get(name: string): PaymentPurpose | undefined {
    return this.purposes.get(name);
  }

  /** Told after the commit, once by the report that confirmed the payment (the receipt mail). */
  onPaid(listener: PaidListener): void {
    this.paidListeners.push(listener);
  }

  /** Runs every listener; one that fails is logged and never undoes or delays the confirmed payment. */
  async announcePaid(payment: PaidPayment): Promise<void> {
    await Promise.all(
      this.paidListeners.map((listener) =>
        listener(payment).catch((error: unknown) => this.logger.error(`After payment ${payment.reference}`, error as Error)),
      ),
    );
  }

  /** Told once per refund, by the report that moved it to processed (the refund notice mail). */
  onRefundSettled(listener: RefundListener): void {
    this.refundListeners.push(listener);
  }

  async announceRefundSettled(refund: SettledRefund): Promise<void> {
    await Promise.all(
      this.refundListeners.map((listener) =>
        listener(refund).catch((error: unknown) => this.logger.error(`After refund ${refund.refundId}`, error as Error)),
      ),
    );
  }
}
