import { useQuery } from '@tanstack/react-query';
import type { PathwayPaymentOutcome } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { pathwayQueryKeys } from './pathway-query-keys';

/** GET /pathways/payment/:reference: what a plan payment became (the API asks Paystack when it is still pending). */
export const getPathwayPayment = (reference: string, signal?: AbortSignal) =>
  api.get<PathwayPaymentOutcome>(`/pathways/payment/${encodeURIComponent(reference)}`, { signal });

export function usePathwayPayment(reference: string) {
  return useQuery({ queryKey: pathwayQueryKeys.payment(reference), queryFn: ({ signal }) => getPathwayPayment(reference, signal) });
}
