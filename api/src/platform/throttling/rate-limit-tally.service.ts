import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model } from 'mongoose';
import { errorMessage } from '../errors';
import { counterKey } from './rate-limit-counters.service';
import { RateLimitCounter } from './schemas/rate-limit-counter.schema';
import { type Budget, throttlingConfig, type ThrottlingConfig } from './throttling.config';

interface Tally {
  /** This instance's requests not yet added to the shared counter. */
  pending: number;
  /** The shared counter as the last sync read it: every instance's requests up to then. */
  known: number;
  expiresAt: number;
}

/**
 * The every-route budget without a database command per request (decision 0028 amended). Each instance
 * counts locally against the shared total it last read, and every `syncMs` adds its counts to the same
 * `ratelimitcounters` documents and reads the totals back: two commands per sync, whatever the traffic.
 * Between syncs an instance does not see the others' requests, so one address can pass the budget by at
 * most what the other instances let through in one interval; a restart loses at most one interval's counts.
 */
@Injectable()
export class RateLimitTally implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimits');
  private readonly tallies = new Map<string, Tally>();
  private timer?: NodeJS.Timeout;
  private syncing?: Promise<void>;

  constructor(
    @InjectModel(RateLimitCounter.name) private readonly counters: Model<RateLimitCounter>,
    @Inject(throttlingConfig.KEY) private readonly config: ThrottlingConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.sync(), this.config.syncMs);
    this.timer.unref();
  }

  /** The last counts, while the database connection is still open (it closes at application shutdown). */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sync();
  }

  /** Counts one request against `budget` (fixed windows); answers the seconds to wait when over it, else 0. */
  take(key: string, budget: Budget, now = Date.now()): number {
    if (budget.limit === 0) return 0;
    const windowStart = Math.floor(now / budget.windowMs) * budget.windowMs;
    const expiresAt = windowStart + budget.windowMs;
    const id = counterKey(key, budget, windowStart);
    const tally = this.tallies.get(id) ?? { pending: 0, known: 0, expiresAt };
    tally.pending += 1;
    this.tallies.set(id, tally);
    return tally.known + tally.pending > budget.limit ? Math.ceil((expiresAt - now) / 1000) : 0;
  }

  /** Adds the local counts to the shared counters and reads the totals back; one sync at a time, each after the one running. */
  async sync(): Promise<void> {
    while (this.syncing) await this.syncing;
    this.syncing = this.push(Date.now())
      .catch((error: unknown) => this.logger.warn(`Rate-limit counts kept for the next sync: ${errorMessage(error)}`))
      .finally(() => (this.syncing = undefined));
    await this.syncing;
  }

  private async push(now: number): Promise<void> {
    for (const [id, tally] of this.tallies) if (tally.expiresAt <= now) this.tallies.delete(id);
    const sent = [...this.tallies].filter(([, tally]) => tally.pending > 0).map(([id, tally]) => ({ id, tally, hits: tally.pending }));
    if (sent.length === 0) return;
    await this.counters.bulkWrite(
      sent.map(({ id, tally, hits }) => ({
        updateOne: { filter: { _id: id }, update: { $inc: { hits }, $setOnInsert: { expiresAt: new Date(tally.expiresAt) } }, upsert: true },
      })),
      { ordered: false },
    );
    for (const { tally, hits } of sent) {
      tally.pending -= hits;
      tally.known += hits;
    }
    const totals = await this.counters
      .find({ _id: mongoose.trusted({ $in: sent.map(({ id }) => id) }) }, { hits: 1 })
      .lean()
      .exec();
    for (const { _id, hits } of totals) {
      const tally = this.tallies.get(_id);
      if (tally) tally.known = hits;
    }
  }
}
