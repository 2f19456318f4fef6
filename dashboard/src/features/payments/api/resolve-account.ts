import { useQuery } from '@tanstack/react-query';
import { BANK_ACCOUNT_NUMBER_LENGTH, type ResolveAccountBody, type ResolvedAccount } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { paymentQueryKeys } from './payment-query-keys';

export const resolveAccount = (body: ResolveAccountBody, signal?: AbortSignal) =>
  api.post<ResolvedAccount>('/payments/resolveaccount', body, { signal });

const isComplete = (accountNumber: string) => new RegExp(`^\\d{${BANK_ACCOUNT_NUMBER_LENGTH}}$`).test(accountNumber);

/** The name the bank holds for an account, asked once the number has its 10 digits and a bank is chosen. */
export function useResolvedAccount(accountNumber: string, bankCode: string) {
  return useQuery({
    queryKey: paymentQueryKeys.resolvedAccount(accountNumber, bankCode),
    queryFn: ({ signal }) => resolveAccount({ accountNumber, bankCode }, signal),
    enabled: isComplete(accountNumber) && bankCode !== '',
    staleTime: Infinity,
  });
}
