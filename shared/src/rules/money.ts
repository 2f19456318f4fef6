import { BANK_ACCOUNT_NUMBER_LENGTH } from '../constants/limits.js';
import { cannotWithdrawMoreThan, MESSAGES } from '../constants/messages.js';
import { KOBO_PER_NAIRA } from '../constants/prices.js';

/** Formats kobo as naira for display: 150000 → "1,500". */
export function formatNaira(kobo: number): string {
  return (kobo / KOBO_PER_NAIRA).toLocaleString('en-NG', { maximumFractionDigits: 2 });
}

/** Checks a withdrawal typed in naira against a balance in kobo; returns the message to show, or null. */
export function withdrawalError(amountInput: string, mentorBalanceKobo: number): string | null {
  if (amountInput.trim() === '') return MESSAGES.emptyAmount;
  const amount = Number(amountInput);
  if (!Number.isFinite(amount) || amount < 1) return MESSAGES.invalidAmount;
  if (Math.round(amount * KOBO_PER_NAIRA) > mentorBalanceKobo) {
    return cannotWithdrawMoreThan(formatNaira(mentorBalanceKobo));
  }
  return null;
}

export interface BankDetailsInput {
  accountName: string;
  accountNumber: string;
  bankName: string;
}

/** Checks bank details against the fetched bank list; returns the message to show, or null. */
export function bankDetailsError(input: BankDetailsInput, bankNames: readonly string[]): string | null {
  const { accountName, accountNumber, bankName } = input;
  if (!accountName.trim() || !accountNumber.trim() || !bankName.trim()) return MESSAGES.fillInFields;
  if (accountNumber.trim().length !== BANK_ACCOUNT_NUMBER_LENGTH) return MESSAGES.checkAccountNumber;
  if (!bankNames.includes(bankName.trim())) return MESSAGES.checkBankName;
  return null;
}
