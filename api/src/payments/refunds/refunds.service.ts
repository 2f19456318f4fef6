import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type ClientSession, type Connection, type Model, type Types } from 'mongoose';
import { leaseFree, leaseUntil } from '../../platform/database';
import { errorMessage } from '../../platform/errors';
import { PaystackClient, PaystackRequestError } from '../../integrations/paystack';
import { CheckoutService } from '../checkout/checkout.service';
import { EarningsReleaseService } from '../earnings-release/earnings-release.service';
import { InsufficientBalanceError, LedgerService } from '../ledger/ledger.service';
import { RefundAdoptionService } from './refund-adoption.service';
import { RefusedRefunds } from './refused-refunds.service';
import { checkRefundRequest, RefundNotPossibleError, type RefundRequest } from './refund-request';
import { PAYSTACK_REFUND_ID_INDEX, Refund } from './schemas/refund.schema';

export { RefundNotPossibleError, type RefundRequest } from './refund-request';

/** Longer than a Paystack call can take (15 s): a lock older than this was left by a crash. */
const SENDING_LOCK_MS = 2 * 60 * 1000;

/** The plain index on paystackRefundId that the unique one (PAYSTACK_REFUND_ID_INDEX) replaced. */
const LEGACY_PAYSTACK_REFUND_ID_INDEX = 'paystackRefundId_1';

/** Paystack's answers that mean "not this refund, ever" (the rest: try again later). */
const REFUSED_FOR_GOOD = new Set([400, 404, 409, 422]);

/**
 * Refunds, whole or in part, claim then act (decision 0041): the claim, the payment's refunded total
 * and the ledger entries commit in one transaction, once per (payment, part); Paystack is asked after
 * that commits, and its webhooks (refund-outcomes.service.ts) settle the claim.
 */
@Injectable()
export class RefundsService implements OnModuleInit {
  private readonly logger = new Logger('Refunds');
  private readonly watchedSessions = new WeakSet<ClientSession>();

  constructor(
    @InjectModel(Refund.name) private readonly refunds: Model<Refund>,
    private readonly checkout: CheckoutService,
    private readonly ledger: LedgerService,
    private readonly earningHolds: EarningsReleaseService,
    private readonly paystack: PaystackClient,
    private readonly adoption: RefundAdoptionService,
    private readonly refused: RefusedRefunds,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** The unique (payment, part) and paystackRefundId indexes are the guards: they must exist before the first race. */
  async onModuleInit(): Promise<void> {
    await this.refunds.init();
    const names = (await this.refunds.collection.indexes()).map((index) => index.name);
    if (names.includes(LEGACY_PAYSTACK_REFUND_ID_INDEX) && names.includes(PAYSTACK_REFUND_ID_INDEX)) {
      // Another instance starting at the same time may drop it first: either way it is gone.
      await this.refunds.collection.dropIndex(LEGACY_PAYSTACK_REFUND_ID_INDEX).catch(() => undefined);
    }
  }

  /**
   * Inside the caller's MongoDB transaction: records the refund (claim) and its ledger entries, once
   * per (payment, part); Paystack is asked when the caller's session ends (connection.transaction ends
   * it), and by the retry job. A repeat of the same (payment, part) does nothing. Throws
   * RefundNotPossibleError (undoing the caller's writes) for an unpaid payment or more than is left.
   */
  async requestIn(session: ClientSession, request: RefundRequest): Promise<void> {
    await this.record(session, request);
    if (this.watchedSessions.has(session)) return;
    this.watchedSessions.add(session);
    session.once('ended', () => {
      this.sendPending().catch((error: unknown) => this.logger.warn(`Refunds not sent yet: ${errorMessage(error)}`));
    });
  }

  /** The same in its own transaction, then asks Paystack at once; a refusal is flagged for an admin, then thrown. */
  async request(request: RefundRequest): Promise<void> {
    await this.connection.transaction((session) => this.record(session, request)).catch(async (error: unknown) => {
      if (error instanceof RefundNotPossibleError) await this.flagRefused(error);
      throw error;
    });
    await this.sendPending();
  }

  /**
   * For a caller of requestIn whose transaction a refusal undid: keeps the refused refund for an admin
   * (GET /admin/refused-refunds). Never throws: the caller is already answering the refusal.
   */
  async flagRefused(error: RefundNotPossibleError): Promise<void> {
    await this.refused.flag(error).catch((flagError: unknown) => this.logger.error(`Refused refund not flagged: ${errorMessage(flagError)}`));
  }

  /** Asks Paystack for every recorded refund it has not accepted yet (after commit, and from a retry job). */
  async sendPending(): Promise<void> {
    const waiting = await this.refunds.find({ status: 'requested' }, { _id: 1 }).sort({ createdAt: 1 }).lean();
    for (const { _id } of waiting) await this.send(_id);
  }

  private async record(session: ClientSession, request: RefundRequest): Promise<void> {
    checkRefundRequest(request);
    const { paymentReference, part, amountKobo, ofKobo, reason } = request;
    const now = new Date();
    // An upsert, not an insert: a duplicate-key error would abort the caller's whole transaction.
    // Concurrent first requests conflict on the unique (payment, part) key; the losers retry and see it.
    const claimed = await this.refunds.updateOne(
      { paymentReference, part },
      { $setOnInsert: { amountKobo, reason, status: 'requested', attempts: 0, createdAt: now, updatedAt: now } },
      { session, upsert: true, timestamps: false },
    );
    if (claimed.upsertedCount === 0) return;
    const counted = await this.checkout.countRefundIn(session, paymentReference, amountKobo);
    if (counted === 'not-paid') throw new RefundNotPossibleError(`Payment ${paymentReference} is not paid: nothing to refund`, request);
    if (counted === 'too-much') throw new RefundNotPossibleError(`Payment ${paymentReference} has less than ${amountKobo} kobo left to refund`, request);
    await this.ledger.refundIn(session, paymentReference, { part, amountKobo, reason, ...(ofKobo ? { ofKobo } : {}) }).catch((error: unknown) => {
      // Trail's fees never go below zero (decision 0073): a refund they would have to cover waits for an admin.
      if (!(error instanceof InsufficientBalanceError)) throw error;
      this.logger.error(`Refund of ${amountKobo} kobo for ${paymentReference} (${part}) needs an admin: ${error.message}`);
      throw new RefundNotPossibleError(`Payment ${paymentReference}: ${error.message}`, request);
    });
    await this.earningHolds.refundedIn(session, paymentReference, part, amountKobo);
    this.logger.log(`Refund of ${amountKobo} kobo recorded for ${paymentReference} (${part}): ${reason}`);
  }

  /** Acts on one claim; only the instance holding its lock asks Paystack. */
  private async send(id: Types.ObjectId): Promise<void> {
    const now = new Date();
    const claim = await this.refunds.findOneAndUpdate(
      { _id: id, status: 'requested', sendingUntil: leaseFree(now) },
      { $set: { sendingUntil: leaseUntil(now, SENDING_LOCK_MS) }, $inc: { attempts: 1 } },
      { returnDocument: 'after' },
    );
    if (!claim) return;
    const what = `Refund of ${claim.amountKobo} kobo for ${claim.paymentReference} (${claim.part})`;
    if (claim.attempts > 1) {
      // An earlier attempt's answer was lost, or it never reached Paystack: ask which, never ask again blind.
      const landed = await this.adoption.adoptLanded(claim).catch(async (error: unknown) => {
        await this.retryLater(id, `${what} not checked at Paystack yet, the retry job will: ${errorMessage(error)}`, error);
        return true;
      });
      if (landed) return;
    }
    try {
      const refund = await this.paystack.refund({ transactionReference: claim.paymentReference, amountKobo: claim.amountKobo });
      await this.refunds.updateOne(
        { _id: id, status: 'requested' },
        { $set: { status: 'sent', ...(refund.id ? { paystackRefundId: refund.id } : {}) }, $unset: { sendingUntil: 1, problem: 1 } },
      );
    } catch (error) {
      if (error instanceof PaystackRequestError && REFUSED_FOR_GOOD.has(error.httpStatus)) {
        // The ledger keeps counting it as refunded: an operator decides (decision 0041), nothing reverses silently.
        this.logger.error(`${what} refused by Paystack: ${error.message}. Needs an operator (docs/decisions/0041-refunds.md).`);
        await this.refunds.updateOne({ _id: id, status: 'requested' }, { $set: { status: 'failed', problem: error.message }, $unset: { sendingUntil: 1 } });
        return;
      }
      await this.retryLater(id, `${what} not sent yet, the retry job will: ${errorMessage(error)}`, error);
    }
  }

  private async retryLater(id: Types.ObjectId, warning: string, error: unknown): Promise<void> {
    this.logger.warn(warning);
    await this.refunds.updateOne({ _id: id, status: 'requested' }, { $set: { problem: errorMessage(error) }, $unset: { sendingUntil: 1 } });
  }
}
