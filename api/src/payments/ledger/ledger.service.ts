import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type AccountMismatch, type Balances, LEDGER_SUMS_PIPELINE, type LedgerEntryView, type LedgerPage, ledgerMismatches, type LedgerSums } from '@trail/shared';
import mongoose, { type ClientSession, type Connection, type Model, type PipelineStage } from 'mongoose';
import { balancesFrom, EARNINGS_FIELDS } from './balances';
import { EarningsCache } from './earnings-cache';
import { ACCOUNTS, isGuardedAccount, userAccountsOf, userEarnings, userOfEarnings, userPending } from './ledger-accounts';
import { type RefundPart, refundMovements, releaseMovements } from './money-movements';
import type { Movement } from './movement';
import { LedgerAccount } from './schemas/ledger-account.schema';
import { LedgerEntry } from './schemas/ledger-entry.schema';
import { isDuplicateKey, regexLiteral } from '../../platform/database';

/** A user's account, or Trail's fees, would go below zero: nothing was recorded. */
export class InsufficientBalanceError extends Error {
  constructor(readonly account: string) {
    super(`${account} has too little to pay this`);
  }
}

export type PostOutcome = 'recorded' | 'already-recorded';

/**
 * The only writer of money (docs/style.md#habit-14): append-only entries in kobo, each reference once,
 * and the cached balances they explain, changed in the same transaction.
 */
@Injectable()
export class LedgerService implements OnModuleInit {
  constructor(
    @InjectModel(LedgerEntry.name) private readonly entries: Model<LedgerEntry>,
    @InjectModel(LedgerAccount.name) private readonly accounts: Model<LedgerAccount>,
    @InjectConnection() private readonly connection: Connection,
    private readonly earnings: EarningsCache,
  ) {}

  /** Trail's own accounts exist from the start; users' accounts open on their first movement. */
  async onModuleInit(): Promise<void> {
    await this.openAccounts(Object.values(ACCOUNTS));
  }

  /**
   * Records the movements all together or not at all. A reference recorded before makes the whole
   * call a no-op ('already-recorded'); a user's account (or Trail's fees) that would go negative throws
   * InsufficientBalanceError and records nothing.
   */
  async post(movements: readonly Movement[]): Promise<PostOutcome> {
    await this.openAccountsFor(movements);
    return this.inTransaction((session) => this.postIn(session, movements));
  }

  /**
   * Like `post`, for movements that depend on balances (a refund takes back only what an earner
   * still has): `build` reads through the same transaction, so no withdrawal can slip in between.
   */
  postComputed(build: (session: ClientSession) => Promise<Movement[]>): Promise<PostOutcome> {
    return this.inTransaction(async (session) => this.postIn(session, await build(session)));
  }

  /**
   * Records movements inside a caller's transaction, so the caller's own writes (meetings, say) and
   * the money commit together. Call `openAccountsFor` before that transaction starts. A duplicate
   * reference or InsufficientBalanceError propagates and undoes the caller's writes too.
   */
  async postIn(session: ClientSession, movements: readonly Movement[]): Promise<void> {
    movements.forEach(checkMovement);
    const earners = movements.flatMap(({ debit, credit }) => [userOfEarnings(debit), userOfEarnings(credit)]).filter((id) => id !== undefined);
    this.earnings.holdUntilEnded(session, [...new Set(earners)]);
    await this.entries.insertMany(movements, { session, ordered: true });
    for (const { debit, credit, amountKobo, kind } of movements) {
      // Filters are sanitised app-wide (database.module.ts); this operator is ours, not a request's.
      const guard = isGuardedAccount(debit) ? { balanceKobo: mongoose.trusted({ $gte: amountKobo }) } : {};
      const debited = await this.accounts.updateOne(
        { account: debit, ...guard },
        { $inc: { balanceKobo: -amountKobo, [`totals.${kind}`]: -amountKobo } },
        { session },
      );
      if (debited.matchedCount === 0) {
        if (isGuardedAccount(debit)) throw new InsufficientBalanceError(debit);
        throw new Error(`Ledger account ${debit} was not opened before the transaction`);
      }
      const credited = await this.accounts.updateOne(
        { account: credit },
        { $inc: { balanceKobo: amountKobo, [`totals.${kind}`]: amountKobo } },
        { session },
      );
      if (credited.matchedCount === 0) throw new Error(`Ledger account ${credit} was not opened before the transaction`);
    }
  }

  /**
   * Makes sure every account the movements touch exists, outside any transaction: a transaction
   * sees only what existed when it began, and concurrent first uses must not race an upsert.
   */
  async openAccountsFor(movements: readonly Movement[]): Promise<void> {
    const accounts = movements.flatMap((movement) => [movement.debit, movement.credit]);
    // Pending earnings are released to the earnings account later, inside the release's transaction.
    const earnings = accounts.map(userOfEarnings).filter((id) => id !== undefined).map(userEarnings);
    await this.openAccounts([...accounts, ...earnings]);
  }

  private async openAccounts(names: readonly string[]): Promise<void> {
    await Promise.all(
      [...new Set(names)].map((account) =>
        this.accounts.updateOne({ account }, { $setOnInsert: { balanceKobo: 0, totals: {} } }, { upsert: true }).catch((error: unknown) => {
          if (!isDuplicateKey(error)) throw error;
        }),
      ),
    );
  }

  /**
   * Sends what is left of a recorded payment back to its payer, once. Earners give back what they
   * still have of it; Trail's fees cover the rest, so no user's balance goes below zero (decision 0033).
   */
  async refund(paymentReference: string): Promise<PostOutcome> {
    let recorded = false;
    const outcome = await this.inTransaction(async (session) => {
      recorded = await this.refundIn(session, paymentReference, { part: 'all' });
    });
    return outcome === 'recorded' && !recorded ? 'already-recorded' : outcome;
  }

  /**
   * Inside a caller's transaction: sends `part` of a recorded payment back to its payer (decision
   * 0041). False when nothing was left to refund; a part posted before throws a duplicate-key error.
   */
  async refundIn(session: ClientSession, paymentReference: string, part: RefundPart): Promise<boolean> {
    const paid = await this.findByReferencePrefix(`${paymentReference}:`, session);
    // Each earner's share may sit in their pending account or, once released, in their earnings.
    const earners = paid.map((movement) => userOfEarnings(movement.credit)).filter((id) => id !== undefined);
    const accounts = [...new Set([...paid.map((movement) => movement.credit), ...earners.flatMap((id) => [userEarnings(id), userPending(id)])])];
    const found = await this.accounts.find({ account: mongoose.trusted({ $in: accounts }) }, { account: 1, balanceKobo: 1 }, { session }).lean();
    const available = new Map(found.map(({ account, balanceKobo }) => [account, balanceKobo]));
    const movements = refundMovements(paid, (account) => available.get(account) ?? 0, part);
    await this.postIn(session, movements);
    return movements.length > 0;
  }

  /**
   * Inside a caller's transaction (the one that claims the release): what is still pending of a session's
   * earnings becomes withdrawable (decision 0073). False when nothing was left to release.
   */
  async releaseIn(session: ClientSession, paymentReference: string, part: string): Promise<boolean> {
    const movements = releaseMovements(await this.findByReferencePrefix(`${paymentReference}:`, session), paymentReference, part);
    await this.postIn(session, movements);
    return movements.length > 0;
  }

  /**
   * Account deletion (decision 0050): the readable reason of the entries under these payments stops
   * naming a person. Amounts, accounts and references never change; the reason is a label, not money.
   */
  async redactReasons(paymentReferences: readonly string[], name: string, replacement: string): Promise<void> {
    if (paymentReferences.length === 0 || !name.trim()) return;
    await this.entries.updateMany(
      { reference: mongoose.trusted({ $regex: `^(${paymentReferences.map(regexLiteral).join('|')}):` }), reason: mongoose.trusted({ $regex: regexLiteral(name) }) },
      [{ $set: { reason: { $replaceAll: { input: '$reason', find: { $literal: name }, replacement: { $literal: replacement } } } } }],
      { updatePipeline: true },
    );
  }

  /** The user's balances, derived from the ledger (one read of their earnings and pending accounts). */
  async balancesOf(userId: string): Promise<Balances> {
    const accounts = await this.accounts.find({ account: mongoose.trusted({ $in: [userEarnings(userId), userPending(userId)] }) }, EARNINGS_FIELDS).lean();
    return balancesFrom(accounts);
  }

  /**
   * A $lookup that joins the earnings and pending accounts of the user whose id is in `localField` (0 to 2
   * rows, as `as`; read them with `balancesFrom`), so the user's own answer stays one round trip (decision
   * 0028) and this module the only one that knows its collection (STYLE 11).
   */
  earningsLookup(localField: string, as: string): PipelineStage.Lookup {
    return {
      $lookup: {
        from: this.accounts.collection.collectionName,
        let: { accounts: userAccountsOf(`$${localField}`) },
        pipeline: [{ $match: { $expr: { $in: ['$account', '$$accounts'] } } }, { $project: EARNINGS_FIELDS }],
        as,
      },
    };
  }

  /** The balance of any account, for the money flows that must look before they move (refunds). */
  async balanceOf(account: string, session?: ClientSession): Promise<number> {
    const found = await this.accounts.findOne({ account }, { balanceKobo: 1 }, { session }).lean();
    return found?.balanceKobo ?? 0;
  }

  /** Movements recorded under references that start with `prefix` (one payment's parts, say). */
  findByReferencePrefix(prefix: string, session?: ClientSession): Promise<Movement[]> {
    const pattern = new RegExp(`^${regexLiteral(prefix)}`);
    return this.entries
      .find({ reference: pattern }, { _id: 0, reference: 1, kind: 1, debit: 1, credit: 1, amountKobo: 1, reason: 1 }, { session })
      .lean<Movement[]>();
  }

  /** A user's own entries, newest first, signed from their side; `before` is the last id of the previous page. */
  async entriesOf(userId: string, page: { limit: number; before?: string }): Promise<LedgerPage> {
    const account = userEarnings(userId);
    const found = await this.entries
      .find({ $or: [{ debit: account }, { credit: account }], ...(page.before ? { _id: mongoose.trusted({ $lt: page.before }) } : {}) })
      .sort({ _id: -1 })
      .limit(page.limit + 1)
      .lean();
    const entries: LedgerEntryView[] = found.slice(0, page.limit).map((entry) => ({
      _id: String(entry._id),
      reference: entry.reference,
      kind: entry.kind,
      amountKobo: entry.credit === account ? entry.amountKobo : -entry.amountKobo,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    }));
    return { entries, hasMore: found.length > page.limit };
  }

  /**
   * Proves the books: every cached balance and per-kind total equals the sum of its entries, and
   * all accounts together sum to zero. Answers the accounts that do not match (none, always).
   */
  async reconcile(): Promise<AccountMismatch[]> {
    const sums = await this.entries.aggregate<LedgerSums>(LEDGER_SUMS_PIPELINE as PipelineStage[]);
    return ledgerMismatches(sums, await this.accounts.find({}, { account: 1, balanceKobo: 1, totals: 1 }).lean());
  }

  private async inTransaction(work: (session: ClientSession) => Promise<void>): Promise<PostOutcome> {
    try {
      await this.connection.transaction(work);
      return 'recorded';
    } catch (error) {
      if (isDuplicateKey(error)) return 'already-recorded';
      throw error;
    }
  }
}

function checkMovement(movement: Movement): void {
  if (!Number.isSafeInteger(movement.amountKobo) || movement.amountKobo <= 0) {
    throw new RangeError(`${movement.reference}: amountKobo must be a positive whole number`);
  }
  if (movement.debit === movement.credit) throw new RangeError(`${movement.reference}: debit and credit are the same account`);
}
