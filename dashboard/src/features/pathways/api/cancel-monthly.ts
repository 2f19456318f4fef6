import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PathwaySubscriptionCancelled } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { pathwayQueryKeys } from './pathway-query-keys';

/** POST /payments/subscription/:fieldId/cancel: Pay Monthly stops renewing; the paid month runs on. */
export const cancelMonthly = (fieldId: string) =>
  api.post<PathwaySubscriptionCancelled>(`/payments/subscription/${encodeURIComponent(fieldId)}/cancel`);

export function useCancelMonthly(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMonthly,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pathwayQueryKeys.access(slug) }),
  });
}
