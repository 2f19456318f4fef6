import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ExpiringCard, SubscriptionExport } from '@trail/shared';
import mongoose, { type ClientSession, type Model, Types } from 'mongoose';
import { PaystackClient, PaystackRequestError } from '../../integrations/paystack';
import { cardReplaced, expiryPassed } from './card-expiry';
import { Subscription, type SubscriptionStatus } from './schemas/subscription.schema';

export interface NewSubscription {
  userId: string;
  purpose: string;
  subject: Record<string, unknown>;
  description: string;
  amountKobo: number;
  periods: number;
  planCode: string;
  customerEmail: string;
  firstReference: string;
}

/** Which period a confirmed payment paid: `number` of `of`; `paidOff` once every period is paid. */
export interface SubscriptionPeriod {
  subscriptionId: string;
  number: number;
  of: number;
  paidOff: boolean;
}

/** What a renewal charge is paid for, to record it as a payment of its own. */
export interface RenewalTarget {
  subscriptionId: string;
  userId: string;
  purpose: string;
  subject: Record<string, unknown>;
  description: string;
  amountKobo: number;
}

const ENDING: SubscriptionStatus[] = ['cancelled', 'paid-off'];

/**
 * Owns `subscriptions`. Ending one is claim-then-act: its status changes first (in the confirming
 * transaction, or by the learner), then Paystack is asked to disable it, and `disabledAt` records that
 * Paystack did; `settlePending` retries what a crash or an outage left.
 */
@Injectable()
export class SubscriptionsService implements OnModuleInit {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    @InjectModel(Subscription.name) private readonly subscriptions: Model<Subscription>,
    private readonly paystack: PaystackClient,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.subscriptions.init();
  }

  async open(input: NewSubscription): Promise<string> {
    const { userId, customerEmail, ...rest } = input;
    const created = await this.subscriptions.create({ ...rest, user: new Types.ObjectId(userId), customerEmail: customerEmail.toLowerCase() });
    return created._id.toHexString();
  }

  /** Inside the confirming transaction: one more period is paid. */
  async countPeriodIn(session: ClientSession, subscriptionId: string): Promise<SubscriptionPeriod> {
    const counted = await this.subscriptions.findOneAndUpdate(
      { _id: new Types.ObjectId(subscriptionId) },
      { $inc: { periodsPaid: 1 } },
      { session, returnDocument: 'after', projection: { periodsPaid: 1, periods: 1, status: 1 } },
    );
    if (!counted) throw new Error(`No subscription ${subscriptionId}`);
    const paidOff = counted.periodsPaid >= counted.periods;
    const status: SubscriptionStatus | undefined = paidOff ? 'paid-off' : counted.status === 'pending' ? 'active' : undefined;
    if (status && status !== counted.status) await this.subscriptions.updateOne({ _id: counted._id }, { $set: { status } }, { session });
    return { subscriptionId, number: counted.periodsPaid, of: counted.periods, paidOff };
  }

  /** Inside a purpose's transaction: no more charges are wanted (a refunded duplicate, a lapsed one replaced); Paystack is told once it ends. */
  async endIn(session: ClientSession, subscriptionId: string): Promise<void> {
    await this.subscriptions.updateOne(
      { _id: new Types.ObjectId(subscriptionId), status: mongoose.trusted({ $in: ['pending', 'active'] }) },
      { $set: { status: 'cancelled' } },
      { session },
    );
    // After an abort settle finds nothing to do: the status change was rolled back with it.
    session.once('ended', () => void this.settle(subscriptionId).catch((error: unknown) => this.logger.warn(`Subscription not settled: ${String(error)}`)));
  }

  /** The learner's own subscription stops renewing; false when it is not theirs or not active. */
  async cancel(userId: string, subscriptionId: string): Promise<boolean> {
    const claimed = await this.subscriptions.updateOne(
      { _id: new Types.ObjectId(subscriptionId), user: new Types.ObjectId(userId), status: 'active' },
      { $set: { status: 'cancelled' } },
    );
    if (claimed.modifiedCount === 1) await this.settle(subscriptionId);
    return claimed.modifiedCount === 1;
  }

  /** Whether Paystack charges it again, and the card it warned about, if that warning still stands. */
  async renewalOf(subscriptionId: string): Promise<{ renews: boolean; expiringCard: ExpiringCard | null }> {
    const found = await this.subscriptions.findById(subscriptionId, { status: 1, expiringCard: 1 }).lean();
    const renews = found?.status === 'active';
    const card = found?.expiringCard;
    return { renews, expiringCard: renews && card && !expiryPassed(card.expiry, new Date()) ? { description: card.description, expiry: card.expiry } : null };
  }

  /** subscription.expiring_cards: Paystack's monthly list of subscriptions whose card expires before a coming charge. */
  async cardsExpiring(cards: { subscriptionCode: string; description: string; expiry: string }[]): Promise<void> {
    if (cards.length === 0) return;
    await this.subscriptions.bulkWrite(
      cards.map(({ subscriptionCode, description, expiry }) => ({
        updateOne: { filter: { subscriptionCode: String(subscriptionCode), status: 'active' as const }, update: { $set: { expiringCard: { description, expiry } } } },
      })),
    );
  }

  /** Paystack's page to replace the card of the learner's own active subscription; null when there is none to change. */
  async cardLink(userId: string, subscriptionId: string): Promise<string | null> {
    const found = await this.subscriptions
      .findOne({ _id: new Types.ObjectId(subscriptionId), user: new Types.ObjectId(userId), status: 'active' }, { subscriptionCode: 1 })
      .lean();
    return found?.subscriptionCode ? this.paystack.subscriptionCardLink(found.subscriptionCode) : null;
  }

  /** For the recovery job: a warning ends once Paystack holds a card that outlives it, or its month has passed. */
  async refreshExpiringCards(): Promise<void> {
    const warned = await this.subscriptions
      .find({ 'expiringCard.expiry': mongoose.trusted({ $type: 'string' }) }, { subscriptionCode: 1, status: 1, expiringCard: 1 })
      .lean();
    for (const { _id, subscriptionCode, status, expiringCard } of warned) {
      const stale = status !== 'active' || !subscriptionCode || expiryPassed(expiringCard!.expiry, new Date());
      const replaced = !stale && cardReplaced(expiringCard!.expiry, (await this.paystack.fetchSubscription(subscriptionCode!)).cardExpiry);
      if (stale || replaced) await this.subscriptions.updateOne({ _id, expiringCard }, { $unset: { expiringCard: 1 } });
    }
  }

  /**
   * A charge on `planCode` for this customer that Trail did not start: the subscription it renews, if any.
   * Paystack's renewal names no subscription code; it charges the card the subscription saved, so that
   * card decides, then an active subscription, then the newest.
   */
  async renewalTarget(charge: { planCode: string; customerEmail: string; authorizationCode?: string }): Promise<RenewalTarget | null> {
    const candidates = await this.subscriptions
      .find({ planCode: charge.planCode, customerEmail: charge.customerEmail.toLowerCase(), status: mongoose.trusted({ $ne: 'pending' }) })
      .sort({ createdAt: -1 })
      .lean();
    const found =
      candidates.find((one) => charge.authorizationCode && one.authorizationCode === charge.authorizationCode) ??
      candidates.find((one) => one.status === 'active') ??
      candidates[0];
    if (!found) return null;
    const { _id, user, purpose, subject, description, amountKobo } = found;
    return { subscriptionId: _id.toHexString(), userId: user.toHexString(), purpose, subject, description, amountKobo };
  }

  /** The first charge succeeded with this card: subscription.create will name it. */
  async chargedWith(subscriptionId: string, authorizationCode: string): Promise<void> {
    await this.subscriptions.updateOne(
      { _id: new Types.ObjectId(subscriptionId), authorizationCode: mongoose.trusted({ $exists: false }) },
      { $set: { authorizationCode: String(authorizationCode) } },
    );
  }

  /**
   * subscription.create: Paystack's code and e-mail token join Trail's subscription of this plan and
   * customer whose first charge saved the same card; else the only candidate, or the only one paid.
   * Still ambiguous (two tabs, the first charge not confirmed yet): this throws, the webhook answers
   * 500 and Paystack delivers the event again later.
   */
  async linked(input: { subscriptionCode: string; emailToken: string; planCode: string; customerEmail: string; authorizationCode?: string }): Promise<void> {
    const already = await this.subscriptions.findOne({ subscriptionCode: input.subscriptionCode }, { _id: 1 }).lean();
    if (already) return this.settle(already._id.toHexString());
    const candidates = await this.subscriptions
      .find({ planCode: input.planCode, customerEmail: input.customerEmail.toLowerCase(), subscriptionCode: mongoose.trusted({ $exists: false }) }, { authorizationCode: 1, periodsPaid: 1 })
      .lean();
    const paid = candidates.filter((one) => one.periodsPaid > 0);
    const matched =
      candidates.find((one) => input.authorizationCode && one.authorizationCode === input.authorizationCode) ??
      (candidates.length === 1 ? candidates[0] : paid.length === 1 ? paid[0] : undefined);
    if (!matched) {
      if (candidates.length === 0) return this.logger.warn(`Paystack subscription ${input.subscriptionCode} matches no Trail subscription`);
      throw new Error(`Paystack subscription ${input.subscriptionCode} matches no first charge yet`);
    }
    await this.subscriptions.updateOne(
      { _id: matched._id, subscriptionCode: mongoose.trusted({ $exists: false }) },
      { $set: { subscriptionCode: input.subscriptionCode, emailToken: input.emailToken } },
    );
    // Cancelled before Paystack named it (a refunded duplicate, a quick cancel): end it now.
    await this.settle(matched._id.toHexString());
  }

  /** subscription.not_renew / subscription.disable: Paystack will not charge it again. */
  async stoppedByPaystack(subscriptionCode: string, disabled: boolean): Promise<void> {
    const code = { subscriptionCode: String(subscriptionCode) };
    await this.subscriptions.updateOne({ ...code, status: mongoose.trusted({ $in: ['pending', 'active'] }) }, { $set: { status: 'cancelled' } });
    if (disabled) await this.subscriptions.updateOne({ ...code, disabledAt: mongoose.trusted({ $exists: false }) }, { $set: { disabledAt: new Date() } });
  }

  /** invoice.payment_failed: noted; no period is added, so access ends when the paid one does. */
  async chargeFailed(subscriptionCode: string): Promise<void> {
    await this.subscriptions.updateOne({ subscriptionCode: String(subscriptionCode) }, { $set: { lastFailureAt: new Date() } });
  }

  /** Asks Paystack to disable an ended subscription not yet disabled; a failure is left for settlePending. */
  async settle(subscriptionId: string): Promise<void> {
    const found = await this.subscriptions.findById(subscriptionId, { status: 1, subscriptionCode: 1, emailToken: 1, disabledAt: 1 }).lean();
    if (!found || !ENDING.includes(found.status) || found.disabledAt || !found.subscriptionCode || !found.emailToken) return;
    try {
      await this.paystack.disableSubscription({ code: found.subscriptionCode, emailToken: found.emailToken });
    } catch (error) {
      // Refused because it is inactive already is the outcome wanted; anything else waits for the retry.
      const inactive = error instanceof PaystackRequestError &&
        (await this.paystack.fetchSubscription(found.subscriptionCode).then((s) => s.status !== 'active', () => false));
      if (!inactive) {
        this.logger.warn(`Subscription ${found.subscriptionCode} not disabled yet: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
    }
    await this.subscriptions.updateOne({ _id: found._id }, { $set: { disabledAt: new Date() } });
  }

  /** The account export's subscriptions (decision 0030): what was bought and how far it is paid; no Paystack codes or tokens. */
  async exportOf(userId: string): Promise<SubscriptionExport[]> {
    const found = await this.subscriptions
      .find({ user: new Types.ObjectId(userId) }, { description: 1, amountKobo: 1, periods: 1, periodsPaid: 1, status: 1, createdAt: 1 })
      .sort({ createdAt: 1 })
      .lean<(Subscription & { createdAt: Date })[]>();
    return found.map(({ description, amountKobo, periods, periodsPaid, status, createdAt }) => ({
      description, amountKobo, periods, periodsPaid, status, startedAt: createdAt.toISOString(),
    }));
  }

  /** For the retry job: every ended subscription Paystack may still charge. */
  async settlePending(): Promise<void> {
    const pending = await this.subscriptions
      .find({ status: mongoose.trusted({ $in: ENDING }), disabledAt: mongoose.trusted({ $exists: false }), subscriptionCode: mongoose.trusted({ $exists: true }) }, { _id: 1 })
      .lean();
    for (const { _id } of pending) await this.settle(_id.toHexString()).catch((error: unknown) => this.logger.warn(String(error)));
  }
}
