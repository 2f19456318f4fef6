import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../database';
import { clientAddressKey } from './client-address';
import { hashOf } from './rate-limit-counters.service';
import { RateLimitCounter } from './schemas/rate-limit-counter.schema';
import { LOGIN_PAUSED, throttlingConfig, type ThrottlingConfig, TOO_MANY_FAILED_LOGINS } from './throttling.config';
import { TooManyRequestsError } from './too-many-requests';

/** One password try, counted as wrong before the password is checked (decision 0076). */
export interface LoginAttempt {
  /** The right password: the address's count starts again, and the account's forgives this try. */
  succeeded(): Promise<void>;
  /** A wrong password (already counted). `pausedUntil` only for the one failure that paused the account. */
  failed(): Promise<{ pausedUntil?: Date }>;
}

const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Wrong passwords per (address, e-mail), with a growing wait, and per e-mail from any address, with a
 * pause past a cap. Each try is claimed before bcrypt runs: one conditional upsert whose filter holds
 * the rule, so a refused claim meets the existing counter and fails on its unique `_id`. Parallel
 * guesses therefore cannot all read "not yet" (review M5); a right password gives its claim back. Each
 * counter stores when its next try may come (`nextAt`), so the rule is a plain query an upsert accepts.
 */
@Injectable()
export class LoginAttempts {
  constructor(
    @InjectModel(RateLimitCounter.name) private readonly counters: Model<RateLimitCounter>,
    @Inject(throttlingConfig.KEY) private readonly config: ThrottlingConfig,
  ) {}

  /** Claims one try for (address, e-mail) and for the e-mail; throws TooManyRequestsError when it must wait. */
  async claim(ip: string, email: string, now = Date.now()): Promise<LoginAttempt> {
    const addressId = hashOf(`login-failures|${clientAddressKey(ip)}|${email}`);
    const accountId = hashOf(`login-account|${email}`);
    const byAddress = await this.claimForAddress(addressId, now);
    let byAccount: boolean;
    try {
      byAccount = await this.claimForAccount(accountId, now);
    } catch (error) {
      // Paused: no password was tried, so the address's count does not keep it.
      if (byAddress) await this.giveBack(addressId);
      throw error;
    }
    return {
      succeeded: async () => {
        if (byAddress) await this.counters.deleteOne({ _id: addressId });
        if (byAccount) await this.giveBack(accountId);
      },
      failed: async () => (byAccount ? this.noticeOnce(accountId) : {}),
    };
  }

  /** A password reset proves the mailbox and makes old guesses moot: password sign-in resumes at once. */
  async forgiveAccount(email: string): Promise<void> {
    await this.counters.deleteOne({ _id: hashOf(`login-account|${email.trim().toLowerCase()}`) });
  }

  private async claimForAddress(id: string, now: number): Promise<boolean> {
    const { freeAttempts, firstDelayMs, maxDelayMs, forgetAfterMs } = this.config.loginFailures;
    if (freeAttempts === 0) return false;
    const at = new Date(now);
    // 30 s after the free attempts, doubling with each further one, at most 15 minutes.
    const delay = { $min: [{ $multiply: [firstDelayMs, { $pow: [2, { $min: [{ $subtract: ['$hits', freeAttempts] }, 20] }] }] }, maxDelayMs] };
    const counted = [
      { $set: { hits: { $cond: [{ $gt: ['$expiresAt', at] }, { $add: ['$hits', 1] }, 1] } } },
      {
        $set: {
          nextAt: { $cond: [{ $lt: ['$hits', freeAttempts] }, at, { $add: [at, delay] }] },
          expiresAt: new Date(now + Math.max(forgetAfterMs, maxDelayMs)),
        },
      },
    ];
    return this.claimOrWait(id, { $or: [{ nextAt: { $lte: at } }, { expiresAt: { $lte: at } }] }, counted, (counter) => {
      const until = Math.min(counter.nextAt?.getTime() ?? now, counter.expiresAt.getTime());
      return until > now ? new TooManyRequestsError(TOO_MANY_FAILED_LOGINS, secondsUntil(until, now)) : undefined;
    });
  }

  private async claimForAccount(id: string, now: number): Promise<boolean> {
    const { limit, windowMs } = this.config.loginFailures.perAccount;
    if (limit === 0) return false;
    const at = new Date(now);
    const fresh = { $not: [{ $gt: ['$expiresAt', at] }] };
    const counted = [
      {
        $set: {
          hits: { $cond: [fresh, 1, { $add: ['$hits', 1] }] },
          expiresAt: { $cond: [fresh, new Date(now + windowMs), '$expiresAt'] },
          noticeSent: { $cond: [fresh, false, { $ifNull: ['$noticeSent', false] }] },
        },
      },
    ];
    return this.claimOrWait(id, { $or: [{ hits: { $lt: limit } }, { expiresAt: { $lte: at } }] }, counted, (counter) => {
      if (counter.hits < limit || counter.expiresAt.getTime() <= now) return undefined;
      return new TooManyRequestsError(LOGIN_PAUSED, secondsUntil(counter.expiresAt.getTime(), now));
    });
  }

  /**
   * Counts one try when `mayTry` holds for the counter (or there is none yet). When it does not, the
   * upsert meets the counter's `_id` and `refusal` reads why; a counter that changed meanwhile is tried again.
   */
  private async claimOrWait(
    id: string,
    mayTry: object,
    counted: object[],
    refusal: (counter: RateLimitCounter) => TooManyRequestsError | undefined,
  ): Promise<true> {
    for (let round = 0; ; round += 1) {
      try {
        await this.counters.collection.updateOne({ _id: id as never, ...mayTry }, counted, { upsert: true });
        return true;
      } catch (error) {
        if (!isDuplicateKey(error) || round === 3) throw error;
      }
      const counter = await this.counters.findById(id).lean();
      const refused = counter ? refusal(counter) : undefined;
      if (refused) throw refused;
    }
  }

  private async giveBack(id: string): Promise<void> {
    await this.counters.collection.updateOne({ _id: id as never, hits: { $gt: 0 } }, { $inc: { hits: -1 } });
  }

  /** Marks the account's counter as told, once per pause: the failure that wins this sends the mail. */
  private async noticeOnce(id: string): Promise<{ pausedUntil?: Date }> {
    const { limit } = this.config.loginFailures.perAccount;
    const counter = await this.counters.collection.findOneAndUpdate(
      { _id: id as never, hits: { $gte: limit }, noticeSent: { $ne: true } },
      { $set: { noticeSent: true } },
      { returnDocument: 'after' },
    );
    return counter ? { pausedUntil: counter.expiresAt as Date } : {};
  }
}
