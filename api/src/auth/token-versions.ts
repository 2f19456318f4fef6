import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { UsersService } from '../users/users.service';

/** With a change stream reporting every revocation, entries only need refreshing now and then. */
const STREAMED_CACHE_MS = 60_000;
/** Bounds memory: far more learners than are signed in on one instance at once. */
const MAX_ENTRIES = 50_000;
/** How long start-up waits for the change stream's first answer before serving anyway. */
const WATCH_START_WAIT_MS = 5_000;
/** MongoDB's refusal of $changeStream on a standalone server. */
const NOT_A_REPLICA_SET = 40573;

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
export class TokenVersions implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('TokenVersions');
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<number | null>>();
  /** Bumped on every forget, so a read that started before it is not cached after it. */
  private generation = 0;
  private streamed = false;
  private closed = false;
  private watch?: { close: () => Promise<void> };

  constructor(
    private readonly users: UsersService,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {
    // Every revocation on this instance (logout, reset, Google linked) is refused at once.
    users.onSessionsEnded((userId) => this.forget(userId));
  }

  /** Waits for the change stream's first answer, so revocations are streamed from the first request on. */
  async onModuleInit(): Promise<void> {
    if (this.config.tokenVersionCacheMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.startWatching(), new Promise((resolve) => (timer = setTimeout(resolve, WATCH_START_WAIT_MS)))]);
    clearTimeout(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.watch?.close();
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
    const read = this.users.tokenVersionOf(userId).then(
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
    const lifetime = this.streamed ? STREAMED_CACHE_MS : this.config.tokenVersionCacheMs;
    if (lifetime <= 0) return;
    this.entries.delete(userId);
    this.entries.set(userId, { version, until: Date.now() + lifetime });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Resolves once the server has accepted or refused the change stream. */
  private startWatching(): Promise<void> {
    return new Promise((settled) => {
      this.watch = this.users.watchTokenVersions({
        live: () => {
          this.streamed = true;
          settled();
        },
        changed: (userId) => this.forget(userId),
        ended: (error) => {
          this.stopWatching(error);
          settled();
        },
      });
    });
  }

  private stopWatching(error?: unknown): void {
    const wasStreamed = this.streamed;
    this.streamed = false;
    this.generation += 1;
    this.entries.clear();
    const watch = this.watch;
    this.watch = undefined;
    void watch?.close().catch(() => undefined);
    if ((error as { code?: unknown } | undefined)?.code === NOT_A_REPLICA_SET) {
      this.logger.log(`No change streams (standalone MongoDB): token versions are cached for at most ${this.config.tokenVersionCacheMs} ms`);
      return;
    }
    if (wasStreamed && error !== undefined) this.logger.warn(`Token version change stream failed${error instanceof Error ? `: ${error.message}` : ''}; reopening`);
    else if (wasStreamed) this.logger.log('Users were dropped or renamed; watching them again');
    setTimeout(() => {
      if (!this.watch && !this.closed) void this.startWatching();
    }, this.config.tokenVersionCacheMs).unref();
  }
}
