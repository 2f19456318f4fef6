import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingEarning } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { paymentQueryKeys } from './payment-query-keys';

export const getPendingEarnings = (signal?: AbortSignal) => api.get<PendingEarning[]>('/payments/pending', { signal });

export const pendingEarningsQueryOptions = () =>
  queryOptions({ queryKey: paymentQueryKeys.pending, queryFn: ({ signal }) => getPendingEarnings(signal) });

/** The mentor's earnings from sessions still to happen or in their dispute window, soonest first (decision 0073). */
export const usePendingEarnings = () => useQuery(pendingEarningsQueryOptions());
