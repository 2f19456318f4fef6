export const paymentQueryKeys = {
  banks: ['payments', 'banks'] as const,
  /** Everything the mentor's money views show; a withdrawal or a bank change refreshes it all. */
  account: ['payments', 'account'] as const,
  balances: ['payments', 'account', 'balances'] as const,
  pending: ['payments', 'account', 'pending'] as const,
  bankDetails: ['payments', 'account', 'bank-details'] as const,
  ledger: ['payments', 'account', 'ledger'] as const,
  withdrawals: ['payments', 'account', 'withdrawals'] as const,
  resolvedAccount: (accountNumber: string, bankCode: string) => ['payments', 'resolve', accountNumber, bankCode] as const,
};
