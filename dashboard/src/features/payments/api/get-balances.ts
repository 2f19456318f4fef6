import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balances } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { paymentQueryKeys } from './payment-query-keys';

export const getBalances = (signal?: AbortSignal) => api.get<Balances>('/payments/balance', { signal });

export const balancesQueryOptions = () =>
  queryOptions({ queryKey: paymentQueryKeys.balances, queryFn: ({ signal }) => getBalances(signal) });

/** Withdrawable, pending, total and referral earnings in kobo, derived from the ledger by the API. */
export const useBalances = (enabled = true) => useQuery({ ...balancesQueryOptions(), enabled });
