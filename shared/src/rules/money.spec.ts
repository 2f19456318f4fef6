import { describe, expect, it } from 'vitest';
import { bankDetailsError, formatNaira, withdrawalAmountKobo, withdrawalError } from './money.js';

describe('withdrawalError', () => {
  const balance = 1_500_00; // ₦1,500 in kobo

  it('asks for an amount when empty', () => {
    expect(withdrawalError('  ', balance)).toBe('Please type in an amount');
  });

  it('rejects amounts below 1 and non-numbers', () => {
    expect(withdrawalError('0.5', balance)).toBe('Please type in a valid amount');
    expect(withdrawalError('abc', balance)).toBe('Please type in a valid amount');
    expect(withdrawalError('-5', balance)).toBe('Please type in a valid amount');
    expect(withdrawalError('1e3', balance)).toBe('Please type in a valid amount');
  });

  it('rejects fractions of a kobo', () => {
    expect(withdrawalError('10.505', balance)).toBe('Please type in a valid amount');
    expect(withdrawalError('110.50', balance)).toBeNull();
    expect(withdrawalAmountKobo('10.5')).toBe(1_050);
  });

  it('names a balance with kobo to two decimals', () => {
    expect(withdrawalError('2000', 123_450)).toBe('Cannot withdraw more than N 1,234.50');
  });

  it('rejects more than the balance, naming the balance in naira', () => {
    expect(withdrawalError('1501', balance)).toBe('Cannot withdraw more than N 1,500');
  });

  it('refuses less than ₦100, Paystack’s smallest transfer', () => {
    expect(withdrawalError('99.99', balance)).toBe('The smallest withdrawal is N 100');
    expect(withdrawalError('100', balance)).toBeNull();
  });

  it('accepts up to the whole balance', () => {
    expect(withdrawalError('1500', balance)).toBeNull();
  });
});

describe('bankDetailsError', () => {
  const banks = ['Access Bank', 'Guaranty Trust Bank'];
  const valid = { accountName: 'Ada Obi', accountNumber: '0123456789', bankName: 'Access Bank' };

  it('accepts complete details for a known bank', () => {
    expect(bankDetailsError(valid, banks)).toBeNull();
  });

  it('requires every field', () => {
    expect(bankDetailsError({ ...valid, accountName: ' ' }, banks)).toBe('Please fill in the fields');
  });

  it('requires a 10-digit account number', () => {
    expect(bankDetailsError({ ...valid, accountNumber: '12345' }, banks)).toBe('Check your Account Number');
    expect(bankDetailsError({ ...valid, accountNumber: '01234567ab' }, banks)).toBe('Check your Account Number');
  });

  it('requires one of the fetched banks', () => {
    expect(bankDetailsError({ ...valid, bankName: 'Bank of Nowhere' }, banks)).toBe('Check your bank name');
  });
});

describe('formatNaira', () => {
  it('divides kobo by 100 and groups thousands', () => {
    expect(formatNaira(200_000_00)).toBe('200,000');
    expect(formatNaira(150)).toBe('1.50');
    expect(formatNaira(0)).toBe('0');
  });
});
