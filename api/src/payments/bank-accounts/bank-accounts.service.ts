import { BadRequestException, ForbiddenException, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  BANK_CHANGE_PAUSE_HOURS,
  type BankDetails,
  type BankDetailsBody,
  type BankDetailsResponse,
  bankDetailsError,
  MESSAGES,
  type ResolveAccountBody,
  type ResolvedAccount,
} from '@trail/shared';
import mongoose, { type Model, Types } from 'mongoose';
import { PasswordRecheck } from '../../session';
import { PaystackClient, PaystackRequestError } from '../../integrations/paystack';
import { paystackFailure } from '../payment-messages';
import { PayoutAnnouncements, type ShownBankAccount } from '../payout-announcements';
import { BankAccount } from './schemas/bank-account.schema';

export const BANK_MESSAGES = {
  accountNotFound: 'We could not find that account at that bank: check the account number and the bank',
  wrongPassword: 'That password is not right',
  noPassword: 'Your account signs in with Google and has no password yet: set one with "Forgot password", then change your bank details',
  nameMismatch: (resolved: string) => `The account name must be the name the bank holds for this account: ${resolved}`,
} as const;

const PAUSE_MS = BANK_CHANGE_PAUSE_HOURS * 60 * 60 * 1000;

/** Case and spacing aside, the same name. */
const sameName = (a: string, b: string): boolean => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** What a withdrawal needs to know of the mentor's bank account. */
export interface PayoutAccount {
  recipientCode: string;
  withdrawalsPausedUntil?: Date;
  bankName: string;
  accountNumberLast4: string;
}

const shown = (account: { bankName: string; accountNumber: string; accountName: string }): ShownBankAccount => ({
  bankName: account.bankName,
  accountNumberLast4: account.accountNumber.slice(-4),
  accountName: account.accountName,
});

/** The only reader and writer of `bankaccounts`: a mentor's payout account, checked with Paystack. */
@Injectable()
export class BankAccountsService implements OnModuleInit {
  constructor(
    @InjectModel(BankAccount.name) private readonly accounts: Model<BankAccount>,
    private readonly paystack: PaystackClient,
    private readonly passwords: PasswordRecheck,
    private readonly announcements: PayoutAnnouncements,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.accounts.init();
  }

  /** The name the bank holds for an account, so the mentor sees it before saving. */
  async resolve(body: ResolveAccountBody): Promise<ResolvedAccount> {
    return { accountName: await this.resolvedName(body.accountNumber, body.bankCode) };
  }

  async details(userId: string): Promise<BankDetailsResponse> {
    const account = await this.accounts.findOne({ user: new Types.ObjectId(userId) }).lean();
    if (!account) return { bankDetails: null };
    const view: BankDetails = {
      accountName: account.accountName,
      accountNumberLast4: account.accountNumber.slice(-4),
      bankName: account.bankName,
      bankCode: account.bankCode,
    };
    if (account.withdrawalsPausedUntil && account.withdrawalsPausedUntil > new Date()) {
      view.withdrawalsPausedUntil = account.withdrawalsPausedUntil.toISOString();
    }
    return { bankDetails: view };
  }

  /**
   * Checks the form (spec §5), the password, and the account with Paystack, makes a transfer
   * recipient, then saves. The first account, or a change to another, pauses withdrawals for
   * BANK_CHANGE_PAUSE_HOURS (decision 0077); the owner is mailed of every save.
   */
  async save(userId: string, body: BankDetailsBody): Promise<BankDetailsResponse> {
    const accountNumber = body.accountNumber.trim();
    const bankName = body.bankName.trim();
    const banks = await this.paystack.listBanks().catch((error: unknown) => {
      throw paystackFailure(error);
    });
    const problem = bankDetailsError({ ...body, accountNumber, bankName }, banks.map((bank) => bank.name));
    if (problem) throw new BadRequestException(problem);
    const bank = banks.find((known) => known.name === bankName && known.code === body.bankCode);
    if (!bank) throw new BadRequestException(MESSAGES.checkBankName);

    const recheck = await this.passwords.check(userId, body.password);
    if (recheck === 'no-password') throw new ForbiddenException(BANK_MESSAGES.noPassword);
    if (recheck === 'wrong') throw new ForbiddenException(BANK_MESSAGES.wrongPassword);

    const resolvedName = await this.resolvedName(accountNumber, bank.code);
    if (!sameName(resolvedName, body.accountName)) throw new BadRequestException(BANK_MESSAGES.nameMismatch(resolvedName));
    const recipient = await this.paystack
      .createTransferRecipient({ name: resolvedName, accountNumber, bankCode: bank.code })
      .catch((error: unknown) => {
        throw this.accountFailure(error);
      });

    const now = new Date();
    const pausedUntil = new Date(now.getTime() + PAUSE_MS);
    const literal = (value: unknown) => ({ $literal: value });
    // One update decides the pause from what was saved before (nothing, or another account), so two saves at once cannot skip it.
    const changed = { $or: [{ $ne: ['$accountNumber', accountNumber] }, { $ne: ['$bankCode', bank.code] }] };
    const before = await this.accounts.findOneAndUpdate(
      { user: new Types.ObjectId(userId) },
      [
        { $set: { withdrawalsPausedUntil: { $cond: [changed, literal(pausedUntil), '$withdrawalsPausedUntil'] } } },
        {
          $set: {
            accountName: literal(resolvedName),
            accountNumber: literal(accountNumber),
            bankName: literal(bank.name),
            bankCode: literal(bank.code),
            recipientCode: literal(recipient.recipientCode),
            createdAt: { $ifNull: ['$createdAt', '$$NOW'] },
            updatedAt: '$$NOW',
          },
        },
      ],
      { upsert: true, timestamps: false, updatePipeline: true, returnDocument: 'before' },
    ).lean();
    const details = await this.details(userId);
    const waitUntil = details.bankDetails?.withdrawalsPausedUntil;
    this.announcements.bankDetailsSaved({
      userId,
      before: before?.accountNumber ? shown(before) : null,
      after: shown({ accountName: resolvedName, accountNumber, bankName: bank.name }),
      ...(waitUntil ? { withdrawalsPausedUntil: new Date(waitUntil) } : {}),
      at: now,
    });
    return details;
  }

  async payoutAccountOf(userId: string): Promise<PayoutAccount | null> {
    const account = await this.accounts
      .findOne({ user: new Types.ObjectId(userId) }, { recipientCode: 1, withdrawalsPausedUntil: 1, bankName: 1, accountNumber: 1 })
      .lean();
    if (!account) return null;
    const { recipientCode, withdrawalsPausedUntil, bankName, accountNumber } = account;
    return { recipientCode, bankName, accountNumberLast4: accountNumber.slice(-4), ...(withdrawalsPausedUntil ? { withdrawalsPausedUntil } : {}) };
  }

  /** Whether any two of these users are paid into the same account number (one person, two accounts). */
  async shareAnAccount(userIds: readonly string[]): Promise<boolean> {
    const found = await this.accounts
      .find({ user: mongoose.trusted({ $in: userIds.map((id) => new Types.ObjectId(id)) }) }, { accountNumber: 1 })
      .lean();
    return new Set(found.map((account) => account.accountNumber)).size < found.length;
  }

  private async resolvedName(accountNumber: string, bankCode: string): Promise<string> {
    try {
      return (await this.paystack.resolveAccount(accountNumber, bankCode)).accountName;
    } catch (error) {
      throw this.accountFailure(error);
    }
  }

  /** Paystack refusing an account is the mentor's to fix (400); anything else is Paystack's (502/503). */
  private accountFailure(error: unknown) {
    if (error instanceof PaystackRequestError && error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 401) {
      return new BadRequestException(BANK_MESSAGES.accountNotFound);
    }
    return paystackFailure(error);
  }
}
