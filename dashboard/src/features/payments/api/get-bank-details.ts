import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankDetailsResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { paymentQueryKeys } from './payment-query-keys';

export const getBankDetails = (signal?: AbortSignal) => api.get<BankDetailsResponse>('/payments/bankdetails', { signal });

export const bankDetailsQueryOptions = () =>
  queryOptions({ queryKey: paymentQueryKeys.bankDetails, queryFn: ({ signal }) => getBankDetails(signal) });

/** The mentor's payout account (`bankDetails: null` before the first save). */
export const useBankDetails = () => useQuery(bankDetailsQueryOptions());
