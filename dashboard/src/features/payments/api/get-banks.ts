import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bank } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { paymentQueryKeys } from './payment-query-keys';

export const getBanks = (signal?: AbortSignal) => api.get<Bank[]>('/payments/getbanks', { signal });

// The bank list hardly changes: fetch it once a visit, not on every visit to the form.
export const banksQueryOptions = () =>
  queryOptions({ queryKey: paymentQueryKeys.banks, queryFn: ({ signal }) => getBanks(signal), staleTime: Infinity });

export const useBanks = () => useQuery(banksQueryOptions());
