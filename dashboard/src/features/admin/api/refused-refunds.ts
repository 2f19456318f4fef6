import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, RefusedRefundView } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const refusedRefundsQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.refusedRefunds,
    queryFn: ({ signal }) => api.get<RefusedRefundView[]>('/admin/refused-refunds', { signal }),
  });

/** Refunds the ledger refused, last refused first. */
export const useRefusedRefunds = () => useQuery(refusedRefundsQueryOptions());

export const resolveRefusedRefund = ({ id, note }: { id: string; note: string }) =>
  api.post<MessageResponse>(`/admin/refused-refunds/${encodeURIComponent(id)}/resolve`, { note });

/** Marked dealt with, it leaves the list: fetched again. */
export function useResolveRefusedRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveRefusedRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.refusedRefunds }),
  });
}
