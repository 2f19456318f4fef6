import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankDetailsBody, BankDetailsResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { paymentQueryKeys } from './payment-query-keys';

export const saveBankDetails = (body: BankDetailsBody) => api.put<BankDetailsResponse>('/payments/bankdetails', body);

/** Saves the payout account; the answer replaces the cached details. */
export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankDetails,
    // The answer is the saved state (with the pause): no second request on a slow connection.
    onSuccess: (answer) => queryClient.setQueryData(paymentQueryKeys.bankDetails, answer),
  });
}
