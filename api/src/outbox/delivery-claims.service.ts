import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter, type Types } from 'mongoose';
import { isDuplicateKey, leaseUntil, regexLiteral } from '../platform/database';
import { errorMessage } from '../platform/errors';
import { redactContacts } from '../platform/observability';
import { Delivery, type DeliveryChannel } from './schemas/delivery.schema';

export type DeliveryOutcome = 'sent' | 'already-sent' | 'failed';

/** One message to one person on one channel, for one occasion: an ISO week's digest, or `meeting:<id>:<kind>`. */
export interface DeliveryKey {
  user: Types.ObjectId;
  occasion: string;
  channel: DeliveryChannel;
  /** Names the message in the log, by ids only: "Weekly email digest to learner <id>". */
  label: string;
}

/** How a failed send is tried again (money mails): after `delayMs(attempts)`, until `maxAttempts` sends were tried. */
export interface RetryPolicy {
  maxAttempts: number;
  delayMs: (attempts: number) => number;
  /** Longer than one send can take: only a crash leaves a lease to lapse. */
  leaseMs: number;
}

/** A claim being sent: its id (the same on every attempt), whom and what it is for. */
export interface ClaimedDelivery {
  id: string;
  user: Types.ObjectId;
  occasion: string;
  attempts: number;
}

/** An outside service's error, with any e-mail or phone in it masked: logs name people by id. */
export const deliveryError = (error: unknown): string => redactContacts(errorMessage(error));

/**
 * The delivery ledger (the outbox's `deliveries`, decision 0081): claim, then send, then record, for
 * every module that sends a message. The unique (user, week, channel) index is the exactly-once
 * guard; `week` holds the occasion (decision 0042), so the index and the digest's stored rows stay
 * as they are.
 */
@Injectable()
export class DeliveryClaims {
  private readonly logger = new Logger('Deliveries');

  constructor(@InjectModel(Delivery.name) private readonly deliveries: Model<Delivery>) {}

  /**
   * At most once: a failed send is recorded, not retried, so nobody ever gets the same message twice.
   * With a `retry` policy the claim is made with a lease, so `retryDue` takes it when a crash leaves
   * it `sending`, and a failed claim is left for `retryDue` to take when its wait is over (decision 0061).
   */
  async deliverOnce(
    key: DeliveryKey,
    send: (claim: ClaimedDelivery) => Promise<void>,
    retry?: RetryPolicy,
    now = new Date(),
  ): Promise<DeliveryOutcome> {
    const filter = { user: key.user, week: key.occasion, channel: key.channel };
    let claim: { _id: Types.ObjectId };
    try {
      claim = await this.deliveries.create({ ...filter, attempts: 1, ...(retry ? { leaseUntil: leaseUntil(now, retry.leaseMs) } : {}) });
    } catch (error) {
      if (isDuplicateKey(error)) return 'already-sent';
      throw error;
    }
    try {
      await send({ id: claim._id.toString(), user: key.user, occasion: key.occasion, attempts: 1 });
      await this.deliveries.updateOne({ _id: claim._id }, { $set: { status: 'sent' }, $unset: { leaseUntil: 1 } });
      return 'sent';
    } catch (error) {
      const message = deliveryError(error);
      this.logger.warn(`${key.label} failed: ${message}`);
      const retryAt = retry && retry.maxAttempts > 1 ? { retryAt: new Date(now.getTime() + retry.delayMs(1)) } : {};
      await this.deliveries.updateOne({ _id: claim._id }, { $set: { status: 'failed', error: message, ...retryAt }, $unset: { leaseUntil: 1 } });
      return 'failed';
    }
  }

  /**
   * Sends again, one claim at a time, the failed claims of `occasionPrefix` that are due, and those a
   * crash left `sending` (their lease lapsed with no outcome recorded, on the first send or a retry).
   * Each is taken by one conditional update (→ sending, with a lease), so two instances never send the
   * same one. Answers how many went out.
   */
  async retryDue(
    occasionPrefix: string,
    policy: RetryPolicy,
    resend: (claim: ClaimedDelivery) => Promise<void>,
    now = new Date(),
  ): Promise<number> {
    let sent = 0;
    // Filters are sanitised app-wide (database.module.ts); these operators are ours.
    const due: QueryFilter<Delivery> = {
      week: mongoose.trusted({ $regex: `^${regexLiteral(occasionPrefix)}` }),
      $or: [
        { status: 'failed', retryAt: mongoose.trusted({ $lte: now }) },
        // A send that crashed the process every time would otherwise be taken for ever.
        { status: 'sending', leaseUntil: mongoose.trusted({ $lte: now }), attempts: mongoose.trusted({ $lt: policy.maxAttempts }) },
      ],
    };
    for (;;) {
      const claim = await this.deliveries
        .findOneAndUpdate(
          due,
          { $set: { status: 'sending', leaseUntil: leaseUntil(now, policy.leaseMs) }, $inc: { attempts: 1 }, $unset: { retryAt: 1 } },
          { returnDocument: 'after', sort: { updatedAt: 1 } },
        )
        .lean();
      if (!claim) return sent;
      const delivery = { id: claim._id.toString(), user: claim.user, occasion: claim.week, attempts: claim.attempts };
      try {
        await resend(delivery);
        await this.deliveries.updateOne({ _id: claim._id }, { $set: { status: 'sent' }, $unset: { leaseUntil: 1, error: 1 } });
        sent += 1;
      } catch (error) {
        const message = deliveryError(error);
        const again = claim.attempts < policy.maxAttempts;
        this.logger.warn(`Retry ${claim.attempts} of ${claim.week} to user ${claim.user.toString()} failed${again ? '' : ', giving up'}: ${message}`);
        await this.deliveries.updateOne(
          { _id: claim._id },
          {
            $set: { status: 'failed', error: message, ...(again ? { retryAt: new Date(now.getTime() + policy.delayMs(claim.attempts)) } : {}) },
            $unset: { leaseUntil: 1 },
          },
        );
      }
    }
  }
}
