import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { PaymentStatus } from '@trail/shared';
import mongoose, { type ClientSession, type Connection, type Model, Types } from 'mongoose';
import { errorMessage } from '../../platform/errors';
import { paymentsConfig, type PaymentsConfig } from '../../platform/config';
import { PaystackClient } from '../../integrations/paystack';
import { EarningsReleaseService } from '../earnings-release/earnings-release.service';
import { LedgerService } from '../ledger/ledger.service';
import { paystackFailure } from '../payment-messages';
import { paymentMovements } from '../ledger/money-movements';
import { PaymentPurposes } from './payment-purposes';
import { PaymentReferrals } from './payment-referrals';
import { Payment } from './schemas/payment.schema';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

const NO_SUCH_PAYMENT = 'No such payment';

/** Paystack allows only letters, digits, -, . and = in a transaction reference. */
export const newPaymentReference = (): string => `trl-${new Types.ObjectId().toHexString()}`;

export interface CheckoutRequest {
  /** Made with newPaymentReference when the purpose must record it before the payment starts (booking holds). */
  reference?: string;
  userId: string;
  email: string;
  purpose: string;
  amountKobo: number;
  description: string;
  mentorId?: string;
  subject?: Record<string, unknown>;
  callbackUrl: string;
  /** A Paystack plan: the first charge of a subscription (Paystack creates it once paid). */
  planCode?: string;
  /** The subscription whose period this payment pays (SubscriptionsService). */
  subscriptionId?: string;
}

/** The payer's own payment after asking Paystack: its status and what it bought. */
export interface VerifiedCheckout {
  status: PaymentStatus;
  purpose: string;
  subject: Record<string, unknown>;
}

/** What Paystack said about a transaction, from a signed webhook or a verify call. */
export interface PaystackReport {
  reference: string;
  status: string;
  amountKobo: number;
  currency: string;
  /** The card authorization a successful charge saved: what ties a subscription's first charge to Paystack's subscription. */
  authorizationCode?: string;
}

/**
 * Checkout: Trail starts a Paystack payment for a purpose, and confirms it only when Paystack reports
 * success for exactly that amount in naira. Confirming marks the payment paid, writes its ledger
 * entries and lets the purpose act, in one transaction: once, however often Paystack reports it.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    private readonly paystack: PaystackClient,
    private readonly ledger: LedgerService,
    private readonly purposes: PaymentPurposes,
    private readonly referrals: PaymentReferrals,
    private readonly subscriptions: SubscriptionsService,
    private readonly earningHolds: EarningsReleaseService,
    @InjectConnection() private readonly connection: Connection,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  async start(request: CheckoutRequest): Promise<{ reference: string; authorizationUrl: string }> {
    const reference = request.reference ?? newPaymentReference();
    await this.record({ ...request, reference });
    try {
      const started = await this.paystack.initializeTransaction({
        email: request.email,
        amountKobo: request.amountKobo,
        reference,
        callbackUrl: request.callbackUrl,
        metadata: { purpose: request.purpose },
        planCode: request.planCode,
      });
      return { reference, authorizationUrl: started.authorizationUrl };
    } catch (error) {
      this.logger.warn(`Paystack did not start payment ${reference}: ${errorMessage(error)}`);
      await this.payments.updateOne({ reference, status: 'pending' }, { $set: { status: 'failed', problem: 'Paystack did not start the payment' } });
      throw paystackFailure(error);
    }
  }

  /**
   * Records a pending payment under `reference` without starting a checkout: `start` does this first,
   * and a subscription's renewal, whose reference Paystack chose, is recorded this way before it is
   * confirmed. The unique reference index makes a second record of the same charge a duplicate-key error.
   */
  async record(request: Omit<CheckoutRequest, 'callbackUrl' | 'email' | 'planCode'> & { reference: string }): Promise<void> {
    if (!this.purposes.get(request.purpose)) throw new Error(`No payment purpose ${request.purpose} is registered`);
    await this.payments.create({
      reference: request.reference,
      user: new Types.ObjectId(request.userId),
      purpose: request.purpose,
      subject: request.subject ?? {},
      amountKobo: request.amountKobo,
      description: request.description,
      mentor: request.mentorId ? new Types.ObjectId(request.mentorId) : undefined,
      subscription: request.subscriptionId ? new Types.ObjectId(request.subscriptionId) : undefined,
    });
  }

  /** Asks Paystack about the caller's own payment (the page Paystack returns to), and confirms it if paid. */
  async verify(reference: string, userId: string): Promise<PaymentStatus> {
    return (await this.verifyOwn(reference, userId)).status;
  }

  /** The same, with what the payment bought: for a purpose's return page. 404 for anyone but the payer. */
  async verifyOwn(reference: string, userId: string): Promise<VerifiedCheckout> {
    const payment = await this.payments.findOne({ reference, user: userId }, { status: 1, purpose: 1, subject: 1 }).lean();
    if (!payment) throw new NotFoundException(NO_SUCH_PAYMENT);
    const { purpose, subject } = payment;
    if (payment.status !== 'pending') return { status: payment.status, purpose, subject };
    // Only Paystack's failures become 502/503: confirming's own (the database, the purpose) keep theirs.
    const verified = await this.paystack.verifyTransaction(reference).catch((error: unknown) => {
      throw paystackFailure(error);
    });
    return { status: (await this.confirm(verified)) ?? payment.status, purpose, subject };
  }

  /** Acts on Paystack's report; answers the payment's status after, or null for a reference that is not Trail's. */
  async confirm(report: PaystackReport): Promise<PaymentStatus | null> {
    const payment = await this.payments.findOne({ reference: report.reference }).lean();
    if (!payment) return null;
    if (payment.subscription && report.status === 'success' && report.authorizationCode) {
      await this.subscriptions.chargedWith(payment.subscription.toHexString(), report.authorizationCode);
    }
    // A replay of a settled payment (Paystack retries, the return page) needs no referrer lookup, no
    // account opening and no transaction; the claim below stays the guard for concurrent first reports.
    if (payment.status === 'paid' || payment.status === 'refunded') return payment.status;
    if (report.status !== 'success') {
      if (report.status === 'failed' || report.status === 'abandoned') {
        const failed = await this.payments.updateOne({ _id: payment._id, status: 'pending' }, { $set: { status: 'failed', problem: `Paystack: ${report.status}` } });
        if (failed.modifiedCount === 1) await this.purposes.get(payment.purpose)?.onFailed?.(payment.reference);
        return payment.status === 'pending' ? 'failed' : payment.status;
      }
      return payment.status;
    }
    if (report.amountKobo !== payment.amountKobo || report.currency !== 'NGN') {
      const problem = `Paystack reported ${report.amountKobo} ${report.currency}, not ${payment.amountKobo} NGN`;
      this.logger.warn(`Payment ${payment.reference} not accepted: ${problem}`);
      await this.payments.updateOne({ _id: payment._id, status: 'pending' }, { $set: { problem } });
      return payment.status;
    }
    const purpose = this.purposes.get(payment.purpose);
    if (!purpose) throw new Error(`No payment purpose ${payment.purpose} is registered`);
    const payerId = payment.user.toString();
    // Asked at every report, acted on only by the one that claims the payment below.
    const attribution = this.referrals.current;
    const referrerId = (await attribution?.referrerOf(payerId)) ?? undefined;
    // A session's earnings stay pending until it has happened (decision 0073).
    const sessions = (await purpose.heldSessions?.(payment.reference)) ?? [];
    const movements = paymentMovements(
      { reference: payment.reference, amountKobo: payment.amountKobo, purpose: payment.description, mentorId: payment.mentor?.toString(), referrerId, heldParts: sessions },
      this.config.split,
    );
    const referral = movements.find((movement) => movement.kind === 'referral_credit');
    await this.ledger.openAccountsFor(movements);
    let paidAt: Date | undefined;
    await this.connection.transaction(async (session) => {
      paidAt = undefined;
      // An abandoned checkout can still be paid later under the same reference.
      const claimed = await this.payments.findOneAndUpdate(
        { _id: payment._id, status: mongoose.trusted({ $in: ['pending', 'failed'] }) },
        { $set: { status: 'paid', paidAt: new Date() }, $unset: { problem: 1 } },
        { session, returnDocument: 'after' },
      );
      if (!claimed) return;
      paidAt = claimed.paidAt ?? new Date();
      await this.ledger.postIn(session, movements);
      if (sessions.length > 0) await this.earningHolds.recordIn(session, payment.reference, sessions, movements);
      if (attribution && referrerId && referral) {
        await attribution.onCredited({ paymentReference: payment.reference, referrerId, refereeId: payerId, amountKobo: referral.amountKobo }, session);
      }
      const period = payment.subscription ? await this.subscriptions.countPeriodIn(session, payment.subscription.toHexString()) : undefined;
      await purpose.onConfirmed(
        { reference: payment.reference, userId: payerId, amountKobo: payment.amountKobo, subject: payment.subject, period },
        session,
      );
    });
    if (paidAt) {
      const paid = { reference: payment.reference, userId: payerId, amountKobo: payment.amountKobo, description: payment.description, paidAt };
      void this.purposes.announcePaid(paid);
    }
    // After the commit: a subscription that ended in it (paid off, a refunded duplicate) is disabled at Paystack.
    if (payment.subscription) {
      await this.subscriptions.settle(payment.subscription.toHexString()).catch((error: unknown) => this.logger.warn(`Subscription not settled: ${String(error)}`));
    }
    return 'paid';
  }

  /**
   * Inside the refunding transaction: counts `amountKobo` more of a paid payment as refunded, and
   * marks it refunded when nothing is left. The conditional update is the guard: concurrent refunds
   * of one payment conflict on this document, so parts can never sum to more than was paid.
   */
  async countRefundIn(session: ClientSession, reference: string, amountKobo: number): Promise<'counted' | 'not-paid' | 'too-much'> {
    const counted = await this.payments.findOneAndUpdate(
      {
        reference: String(reference),
        status: 'paid',
        // Filters are sanitised app-wide (database.module.ts); this $expr is ours, not a request's.
        $expr: mongoose.trusted({ $lte: [{ $add: [{ $ifNull: ['$refundedKobo', 0] }, amountKobo] }, '$amountKobo'] }),
      },
      { $inc: { refundedKobo: amountKobo } },
      { session, returnDocument: 'after', projection: { amountKobo: 1, refundedKobo: 1 } },
    );
    if (!counted) {
      const payment = await this.payments.findOne({ reference }, { status: 1 }, { session }).lean();
      return payment?.status === 'paid' || payment?.status === 'refunded' ? 'too-much' : 'not-paid';
    }
    if (counted.refundedKobo === counted.amountKobo) await this.payments.updateOne({ _id: counted._id }, { $set: { status: 'refunded' } }, { session });
    return 'counted';
  }
}
