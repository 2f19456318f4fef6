import { BANK_ACCOUNT_NUMBER_LENGTH } from '../constants/limits.js';
import { BELOW_MIN_WITHDRAWAL, cannotWithdrawMoreThan, MESSAGES } from '../constants/messages.js';
import { KOBO_PER_NAIRA, MIN_WITHDRAWAL_KOBO } from '../constants/prices.js';

/** Formats kobo as naira for display: 150000 → "1,500", 123450 → "1,234.50" (kobo shown only when there are some). */
export function formatNaira(kobo: number): string {
  const digits = kobo % KOBO_PER_NAIRA === 0 ? 0 : 2;
  return (kobo / KOBO_PER_NAIRA).toLocaleString('en-NG', { minimumFractionDigits: digits, maximumFractionDigits: 2 });
}

/** Naira as typed: digits with at most two decimals (kobo), nothing else. */
const NAIRA_INPUT = /^\d+(\.\d{1,2})?$/;

/** The kobo an amount typed in naira stands for, or null when it is not a whole number of kobo from ₦1 up. */
export function withdrawalAmountKobo(amountInput: string): number | null {
  const trimmed = amountInput.trim();
  if (!NAIRA_INPUT.test(trimmed)) return null;
  const kobo = Math.round(Number(trimmed) * KOBO_PER_NAIRA);
  return Number.isSafeInteger(kobo) && kobo >= KOBO_PER_NAIRA ? kobo : null;
}

/** Checks a withdrawal typed in naira against a balance in kobo; returns the message to show, or null. */
export function withdrawalError(amountInput: string, mentorBalanceKobo: number): string | null {
  if (amountInput.trim() === '') return MESSAGES.emptyAmount;
  const kobo = withdrawalAmountKobo(amountInput);
  if (kobo === null) return MESSAGES.invalidAmount;
  if (kobo < MIN_WITHDRAWAL_KOBO) return BELOW_MIN_WITHDRAWAL;
  if (kobo > mentorBalanceKobo) {
    return cannotWithdrawMoreThan(formatNaira(mentorBalanceKobo));
  }
  return null;
}

const ACCOUNT_NUMBER = new RegExp(`^\\d{${BANK_ACCOUNT_NUMBER_LENGTH}}$`);

export interface BankDetailsInput {
  accountName: string;
  accountNumber: string;
  bankName: string;
}

/** Checks bank details against the fetched bank list; returns the message to show, or null. */
export function bankDetailsError(input: BankDetailsInput, bankNames: readonly string[]): string | null {
  const { accountName, accountNumber, bankName } = input;
  if (!accountName.trim() || !accountNumber.trim() || !bankName.trim()) return MESSAGES.fillInFields;
  if (!ACCOUNT_NUMBER.test(accountNumber.trim())) return MESSAGES.checkAccountNumber;
  if (!bankNames.includes(bankName.trim())) return MESSAGES.checkBankName;
  return null;
}
