import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawBody, WithdrawResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { paymentQueryKeys } from './payment-query-keys';

/** POST /payments/transfer with the amount in naira, as the mentor typed it. */
export const withdraw = (body: WithdrawBody) => api.post<WithdrawResponse>('/payments/transfer', body);

/** A withdrawal changes the balance, the ledger and the withdrawals list: all are fetched again. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentQueryKeys.account }),
  });
}
