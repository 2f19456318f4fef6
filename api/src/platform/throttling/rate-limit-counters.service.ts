import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RateLimitCounter } from './schemas/rate-limit-counter.schema';
import type { Budget } from './throttling.config';

/** A counter's `_id`: hashed, so no address or e-mail is stored. */
export const hashOf = (key: string): string => createHash('sha256').update(key).digest('base64url');

/**
 * A budget's counter in one window: hashed, so no address or e-mail is stored. The window's length is part of
 * it: at midnight UTC an hour and a day start at the same instant, and must not share one count.
 */
export const counterKey = (key: string, budget: Pick<Budget, 'windowMs'>, windowStart: number): string =>
  hashOf(`${key}|${budget.windowMs}|${windowStart}`);

/**
 * The counters behind every rate limit, in MongoDB so every API instance shares them and they
 * survive a restart. Each count is one atomic upsert with `$inc`; the unique `_id` settles races.
 */
@Injectable()
export class RateLimitCountersService {
  constructor(@InjectModel(RateLimitCounter.name) private readonly counters: Model<RateLimitCounter>) {}

  /** Counts one request against `budget` (fixed windows); answers the seconds to wait when over it, else 0. */
  async take(key: string, budget: Budget, now = Date.now()): Promise<number> {
    if (budget.limit === 0) return 0;
    const windowStart = Math.floor(now / budget.windowMs) * budget.windowMs;
    const expiresAt = windowStart + budget.windowMs;
    const counter = await this.counters
      .findOneAndUpdate(
        { _id: counterKey(key, budget, windowStart) },
        { $inc: { hits: 1 }, $setOnInsert: { expiresAt: new Date(expiresAt) } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean()
      .orFail();
    return counter.hits > budget.limit ? Math.ceil((expiresAt - now) / 1000) : 0;
  }
}
