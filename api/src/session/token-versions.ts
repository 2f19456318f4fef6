import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ChangeFeed } from '../platform/database';
import { authConfig, type AuthConfig } from '../platform/config';
import { SESSION_ACCOUNTS, type SessionAccounts } from './session-accounts';

/** With a change stream reporting every revocation, entries only need refreshing now and then. */
const STREAMED_CACHE_MS = 60_000;
/** Bounds memory: far more learners than are signed in on one instance at once. */
const MAX_ENTRIES = 50_000;

interface Entry {
  version: number | null;
  until: number;
}

/**
 * Each user's current tokenVersion (null: account gone), cached per API instance so the token check
 * costs no database read on most requests. Freshness (docs/decisions/0027): a change stream on users
 * forgets an entry the moment its version changes on any instance; without one (standalone mongod) an
 * entry lives at most `tokenVersionCacheMs`, which bounds how long a revoked token still passes elsewhere.
 */
@Injectable()
export class TokenVersions implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TokenVersions');
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<number | null>>();
  /** Bumped on every forget, so a read that started before it is not cached after it. */
  private generation = 0;
  private readonly feed: ChangeFeed<string>;

  constructor(
    @Inject(SESSION_ACCOUNTS) private readonly accounts: SessionAccounts,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {
    // Every revocation on this instance (logout, reset, Google linked) is refused at once.
    accounts.onSessionsEnded((userId) => this.forget(userId));
    this.feed = new ChangeFeed({
      open: (on) => accounts.watchTokenVersions(on),
      changed: (userId) => this.forget(userId),
      lost: () => {
        this.generation += 1;
        this.entries.clear();
      },
      reopenAfterMs: config.tokenVersionCacheMs,
      logger: this.logger,
      subject: 'Token version',
      standalone: `No change streams (standalone MongoDB): token versions are cached for at most ${config.tokenVersionCacheMs} ms`,
    });
  }

  /** Waits for the change stream's first answer, so revocations are streamed from the first request on. */
  async onModuleInit(): Promise<void> {
    if (this.config.tokenVersionCacheMs > 0) await this.feed.start();
  }

  /** Before the database connection closes at shutdown, which the stream would otherwise report as a failure. */
  async onModuleDestroy(): Promise<void> {
    await this.feed.close();
  }

  /** Whether a token signed with `version` is still live: the account exists and was not revoked since. */
  async accepts(userId: string, version: number): Promise<boolean> {
    const current = await this.current(userId);
    // Versions only grow: a newer token than the cached version means this copy is stale, not the token.
    if (current !== null && version > current) return (await this.load(userId)) === version;
    return current === version;
  }

  /** The version a live token of this user must carry; null when the account no longer exists. */
  current(userId: string): Promise<number | null> {
    const entry = this.entries.get(userId);
    if (entry && entry.until > Date.now()) return Promise.resolve(entry.version);
    return this.loading.get(userId) ?? this.load(userId);
  }

  /** Called when this instance revokes tokens, so it refuses them at once whatever the bound. */
  forget(userId: string): void {
    this.generation += 1;
    this.entries.delete(userId);
    this.loading.delete(userId);
  }

  private load(userId: string): Promise<number | null> {
    const generation = this.generation;
    const read = this.accounts.tokenVersionOf(userId).then(
      (version) => {
        if (this.loading.get(userId) === read) this.loading.delete(userId);
        if (generation === this.generation) this.remember(userId, version);
        return version;
      },
      (error: unknown) => {
        if (this.loading.get(userId) === read) this.loading.delete(userId);
        throw error;
      },
    );
    this.loading.set(userId, read);
    return read;
  }

  private remember(userId: string, version: number | null): void {
    const lifetime = this.feed.streamed ? STREAMED_CACHE_MS : this.config.tokenVersionCacheMs;
    if (lifetime <= 0) return;
    this.entries.delete(userId);
    this.entries.set(userId, { version, until: Date.now() + lifetime });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
