import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerPage } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { paymentQueryKeys } from './payment-query-keys';

export const LEDGER_PAGE_SIZE = 10;

export function getLedger(before: string | undefined, signal?: AbortSignal): Promise<LedgerPage> {
  const params = new URLSearchParams({ limit: String(LEDGER_PAGE_SIZE) });
  if (before) params.set('before', before);
  return api.get<LedgerPage>(`/payments/ledger?${params.toString()}`, { signal });
}

export const ledgerQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: paymentQueryKeys.ledger,
    queryFn: ({ pageParam, signal }) => getLedger(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // Newest first: the next page starts before the oldest entry shown.
    getNextPageParam: (last) => (last.hasMore ? last.entries.at(-1)?._id : undefined),
  });

export const useLedger = () => useInfiniteQuery(ledgerQueryOptions());
