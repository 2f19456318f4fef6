import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ClientSession, Model, Types } from 'mongoose';
import type { EarningsAccount } from './balances';
import { userOfEarnings } from './ledger-accounts';
import { LedgerAccount } from './schemas/ledger-account.schema';

/** An earnings account as a read hands it over: with its `_id`, which is all a change stream names on an update. */
export type ReadEarnings = (EarningsAccount & { _id: Types.ObjectId }) | null;

/** Bounds memory: far more earners than look at their balance on one instance at once. */
const MAX_ENTRIES = 50_000;
/** How long start-up waits for the change stream's first answer before serving (uncached) anyway. */
const WATCH_START_WAIT_MS = 5_000;
const REOPEN_AFTER_MS = 5_000;
/** MongoDB's refusal of $changeStream on a standalone server. */
const NOT_A_REPLICA_SET = 40573;
/** A transaction whose session never reports its end stops holding its earners' entries back after this. */
const PIN_MAX_MS = 60_000;

interface Entry {
  account: EarningsAccount | null;
  accountId?: string;
}

interface AccountChange {
  operationType: string;
  documentKey?: { _id: Types.ObjectId };
  fullDocument?: { account?: string };
}

/**
 * Each user's earnings account (balance and totals per kind) as last read, per API instance, so the
 * user's own answer reads the user alone (decision 0071). Exact where the money moves: a user whose
 * account a transaction on this instance is changing is neither served nor kept from the cache until
 * that transaction's session has ended. Other instances hear of every change through a change stream
 * on ledgeraccounts, a few milliseconds after its commit; without one (a standalone mongod) nothing is
 * cached, since a balance must not be seconds old.
 */
@Injectable()
export class EarningsCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('EarningsCache');
  private readonly entries = new Map<string, Entry>();
  /** Account `_id` → user id, for the updates and deletions a change stream names by `_id` alone. */
  private readonly userOfAccountId = new Map<string, string>();
  /** Users with a transaction moving their money on this instance, and how many. */
  private readonly pinned = new Map<string, number>();
  /** Bumped on every change, so a read that started before one is not kept after it. */
  private generation = 0;
  private streamed = false;
  private closed = false;
  private watch?: { close: () => Promise<void> };

  constructor(@InjectModel(LedgerAccount.name) private readonly accounts: Model<LedgerAccount>) {}

  async onModuleInit(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.startWatching(), new Promise((resolve) => (timer = setTimeout(resolve, WATCH_START_WAIT_MS)))]);
    clearTimeout(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.watch?.close();
  }

  /** The user's earnings account as this instance knows it for sure (null: none opened yet); undefined: read it. */
  known(userId: string): EarningsAccount | null | undefined {
    if (!this.streamed || this.pinned.has(userId)) return undefined;
    return this.entries.get(userId)?.account;
  }

  /** Call just before reading a user's earnings account; give what was read to the function it returns. */
  reading(userId: string): (account: ReadEarnings) => void {
    const generation = this.generation;
    return (account) => {
      if (generation !== this.generation || !this.streamed || this.pinned.has(userId)) return;
      this.remember(userId, account);
    };
  }

  /** A transaction in `session` is changing these users' accounts: not cached for them until it ends. */
  holdUntilEnded(session: ClientSession, userIds: readonly string[]): void {
    for (const userId of userIds) {
      this.forget(userId);
      this.pinned.set(userId, (this.pinned.get(userId) ?? 0) + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        // A read made while the transaction was open saw the money before it: not kept.
        this.generation += 1;
        const left = (this.pinned.get(userId) ?? 1) - 1;
        if (left > 0) this.pinned.set(userId, left);
        else this.pinned.delete(userId);
      };
      const timer = setTimeout(release, PIN_MAX_MS).unref();
      session.once('ended', release);
    }
  }

  /** The user's account changed: their entry goes, and no read that started before it is kept. */
  private forget(userId: string): void {
    this.generation += 1;
    this.drop(userId);
  }

  private drop(userId: string): void {
    const entry = this.entries.get(userId);
    if (entry?.accountId) this.userOfAccountId.delete(entry.accountId);
    this.entries.delete(userId);
  }

  private remember(userId: string, read: ReadEarnings): void {
    this.drop(userId);
    if (read) {
      const { _id, ...account } = read;
      this.entries.set(userId, { account, accountId: String(_id) });
      this.userOfAccountId.set(String(_id), userId);
    } else {
      this.entries.set(userId, { account: null });
    }
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
  }

  private changed(change: AccountChange): void {
    this.generation += 1;
    const byId = change.documentKey && this.userOfAccountId.get(String(change.documentKey._id));
    if (byId) this.forget(byId);
    const byName = change.fullDocument?.account && userOfEarnings(change.fullDocument.account);
    if (byName) this.forget(byName);
  }

  /** Resolves once the server has accepted or refused the change stream. */
  private startWatching(): Promise<void> {
    return new Promise((settled) => {
      const stream = this.accounts.collection.watch<LedgerAccount, AccountChange>([
        { $project: { operationType: 1, documentKey: 1, 'fullDocument.account': 1 } },
      ]);
      this.watch = { close: () => stream.close() };
      // The server's first answer sets the first resume token (the driver emits no 'init' event on the stream).
      stream.once('resumeTokenChanged', () => {
        this.streamed = true;
        settled();
      });
      stream.on('change', (change) => {
        if (['insert', 'update', 'replace', 'delete'].includes(change.operationType)) this.changed(change);
        else this.stopWatching();
      });
      stream.on('error', (error) => {
        this.stopWatching(error);
        settled();
      });
    });
  }

  private stopWatching(error?: unknown): void {
    const wasStreamed = this.streamed;
    this.streamed = false;
    this.generation += 1;
    this.entries.clear();
    this.userOfAccountId.clear();
    const watch = this.watch;
    this.watch = undefined;
    void watch?.close().catch(() => undefined);
    if ((error as { code?: unknown } | undefined)?.code === NOT_A_REPLICA_SET) {
      this.logger.log('No change streams (standalone MongoDB): balances are read from the ledger on every request');
      return;
    }
    if (wasStreamed && error !== undefined) this.logger.warn(`Ledger account change stream failed${error instanceof Error ? `: ${error.message}` : ''}; reopening`);
    else if (wasStreamed) this.logger.log('Ledger accounts were dropped or renamed; watching them again');
    setTimeout(() => {
      if (!this.watch && !this.closed) void this.startWatching();
    }, REOPEN_AFTER_MS).unref();
  }
}
