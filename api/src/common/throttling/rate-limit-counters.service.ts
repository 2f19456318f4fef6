import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RateLimitCounter } from './schemas/rate-limit-counter.schema';
import { type Budget, throttlingConfig, type ThrottlingConfig } from './throttling.config';

const hashOf = (key: string): string => createHash('sha256').update(key).digest('base64url');

/** A budget's counter in one window: hashed, so no address or e-mail is stored. */
export const counterKey = (key: string, windowStart: number): string => hashOf(`${key}|${windowStart}`);

/**
 * The counters behind every rate limit, in MongoDB so every API instance shares them and they
 * survive a restart. Each count is one atomic upsert with `$inc`; the unique `_id` settles races.
 */
@Injectable()
export class RateLimitCountersService {
  constructor(
    @InjectModel(RateLimitCounter.name) private readonly counters: Model<RateLimitCounter>,
    @Inject(throttlingConfig.KEY) private readonly config: ThrottlingConfig,
  ) {}

  /** Counts one request against `budget` (fixed windows); answers the seconds to wait when over it, else 0. */
  async take(key: string, budget: Budget, now = Date.now()): Promise<number> {
    if (budget.limit === 0) return 0;
    const windowStart = Math.floor(now / budget.windowMs) * budget.windowMs;
    const expiresAt = windowStart + budget.windowMs;
    const counter = await this.counters
      .findOneAndUpdate(
        { _id: counterKey(key, windowStart) },
        { $inc: { hits: 1 }, $setOnInsert: { expiresAt: new Date(expiresAt) } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean()
      .orFail();
    return counter.hits > budget.limit ? Math.ceil((expiresAt - now) / 1000) : 0;
  }

  /** Seconds a sign-in for this (IP, e-mail) must still wait after its wrong passwords; 0 when it may try. */
  async loginWait(ip: string, email: string, now = Date.now()): Promise<number> {
    const { freeAttempts } = this.config.loginFailures;
    if (freeAttempts === 0) return 0;
    const record = await this.counters.findById(this.failureKey(ip, email)).lean();
    if (!record?.lastAt || record.hits < freeAttempts) return 0;
    const waitUntil = record.lastAt.getTime() + this.delayAfter(record.hits);
    return waitUntil > now ? Math.ceil((waitUntil - now) / 1000) : 0;
  }

  async recordLoginFailure(ip: string, email: string, now = Date.now()): Promise<void> {
    const { freeAttempts, forgetAfterMs, maxDelayMs } = this.config.loginFailures;
    if (freeAttempts === 0) return;
    await this.counters.updateOne(
      { _id: this.failureKey(ip, email) },
      { $inc: { hits: 1 }, $set: { lastAt: new Date(now), expiresAt: new Date(now + Math.max(forgetAfterMs, maxDelayMs)) } },
      { upsert: true },
    );
  }

  /** A right password starts the count again. */
  async clearLoginFailures(ip: string, email: string): Promise<void> {
    if (this.config.loginFailures.freeAttempts === 0) return;
    await this.counters.deleteOne({ _id: this.failureKey(ip, email) });
  }

  /** 30 s after the fifth wrong password, doubling with each further one, at most 15 minutes. */
  private delayAfter(failures: number): number {
    const { freeAttempts, firstDelayMs, maxDelayMs } = this.config.loginFailures;
    return Math.min(firstDelayMs * 2 ** Math.min(failures - freeAttempts, 20), maxDelayMs);
  }

  private failureKey(ip: string, email: string): string {
    return hashOf(`login-failures|${ip}|${email}`);
  }
}
