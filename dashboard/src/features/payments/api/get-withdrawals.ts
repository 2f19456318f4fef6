import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WithdrawalsPage } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { paymentQueryKeys } from './payment-query-keys';

export const WITHDRAWALS_PAGE_SIZE = 10;

export function getWithdrawals(before: string | undefined, signal?: AbortSignal): Promise<WithdrawalsPage> {
  const params = new URLSearchParams({ limit: String(WITHDRAWALS_PAGE_SIZE) });
  if (before) params.set('before', before);
  return api.get<WithdrawalsPage>(`/payments/withdrawals?${params.toString()}`, { signal });
}

export const withdrawalsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: paymentQueryKeys.withdrawals,
    queryFn: ({ pageParam, signal }) => getWithdrawals(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.withdrawals.at(-1)?._id : undefined),
  });

export const useWithdrawals = () => useInfiniteQuery(withdrawalsQueryOptions());
