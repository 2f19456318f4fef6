import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ClientSession, Model, Types } from 'mongoose';
import { ChangeFeed, reportChanges } from '../../platform/database';
import type { EarningsAccount } from './balances';
import { userOfEarnings } from './ledger-accounts';
import { LedgerAccount } from './schemas/ledger-account.schema';

/** A user's account as a read hands it over: with its `_id`, which is all a change stream names on an update. */
export type ReadEarnings = EarningsAccount & { _id: Types.ObjectId };

/** Bounds memory: far more earners than look at their balance on one instance at once. */
const MAX_ENTRIES = 50_000;
const REOPEN_AFTER_MS = 5_000;
/** A transaction whose session never reports its end stops holding its earners' entries back after this. */
const PIN_MAX_MS = 60_000;

interface Entry {
  /** The user's earnings and pending accounts that exist (none before their first movement). */
  accounts: EarningsAccount[];
  accountIds: string[];
}

interface AccountChange {
  operationType: string;
  documentKey?: { _id: Types.ObjectId };
  fullDocument?: { account?: string };
}

/**
 * Each user's earnings and pending accounts (balance and totals per kind) as last read, per API instance, so the
 * user's own answer reads the user alone (decision 0071). Exact where the money moves: a user whose
 * account a transaction on this instance is changing is neither served nor kept from the cache until
 * that transaction's session has ended. Other instances hear of every change through a change stream
 * on ledgeraccounts, a few milliseconds after its commit; without one (a standalone mongod) nothing is
 * cached, since a balance must not be seconds old.
 */
@Injectable()
export class EarningsCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('EarningsCache');
  private readonly entries = new Map<string, Entry>();
  /** Account `_id` → user id, for the updates and deletions a change stream names by `_id` alone. */
  private readonly userOfAccountId = new Map<string, string>();
  /** Users with a transaction moving their money on this instance, and how many. */
  private readonly pinned = new Map<string, number>();
  /** Bumped on every change, so a read that started before one is not kept after it. */
  private generation = 0;
  private readonly feed: ChangeFeed<AccountChange>;

  constructor(@InjectModel(LedgerAccount.name) accounts: Model<LedgerAccount>) {
    this.feed = new ChangeFeed({
      open: (on) => reportChanges(accounts.collection.watch<LedgerAccount, AccountChange>([{ $project: { operationType: 1, documentKey: 1, 'fullDocument.account': 1 } }]), on),
      changed: (change) => this.changed(change),
      lost: () => {
        this.generation += 1;
        this.entries.clear();
        this.userOfAccountId.clear();
      },
      reopenAfterMs: REOPEN_AFTER_MS,
      logger: this.logger,
      subject: 'Ledger account',
      standalone: 'No change streams (standalone MongoDB): balances are read from the ledger on every request',
    });
  }

  /** Waits (up to 5 s) for the change stream's first answer: until then nothing is cached. */
  async onModuleInit(): Promise<void> {
    await this.feed.start();
  }

  /** Before the database connection closes at shutdown, which the stream would otherwise report as a failure. */
  async onModuleDestroy(): Promise<void> {
    await this.feed.close();
  }

  /** The user's accounts as this instance knows them for sure ([]: none opened yet); undefined: read them. */
  known(userId: string): EarningsAccount[] | undefined {
    if (!this.feed.streamed || this.pinned.has(userId)) return undefined;
    return this.entries.get(userId)?.accounts;
  }

  /** Call just before reading a user's accounts; give what was read to the function it returns. */
  reading(userId: string): (accounts: readonly ReadEarnings[]) => void {
    const generation = this.generation;
    return (accounts) => {
      if (generation !== this.generation || !this.feed.streamed || this.pinned.has(userId)) return;
      this.remember(userId, accounts);
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
    for (const accountId of this.entries.get(userId)?.accountIds ?? []) this.userOfAccountId.delete(accountId);
    this.entries.delete(userId);
  }

  private remember(userId: string, read: readonly ReadEarnings[]): void {
    this.drop(userId);
    const accounts = read.map(({ _id, ...account }) => account);
    const accountIds = read.map(({ _id }) => String(_id));
    this.entries.set(userId, { accounts, accountIds });
    for (const accountId of accountIds) this.userOfAccountId.set(accountId, userId);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
  }

  /** Any change, of anyone's account, keeps no read then in flight; the owner's entry goes. */
  private changed(change: AccountChange): void {
    this.generation += 1;
    const byId = change.documentKey && this.userOfAccountId.get(String(change.documentKey._id));
    if (byId) this.drop(byId);
    const byName = change.fullDocument?.account && userOfEarnings(change.fullDocument.account);
    if (byName) this.drop(byName);
  }
}
