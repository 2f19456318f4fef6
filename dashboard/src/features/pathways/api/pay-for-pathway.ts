import { useMutation } from '@tanstack/react-query';
import type { PathwayPaymentBody, PathwayPaymentMode, PathwayPaymentResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';

const PATHS: Record<PathwayPaymentMode, string> = { full: '/payments/initializetransaction', monthly: '/payments/subscription' };

/**
 * POST /payments/initializetransaction/:fieldId (paid in full) or POST /payments/subscription/:fieldId
 * (Pay Monthly); either answers Paystack's checkout address.
 */
export const payForPathway = ({ fieldId, mode, body }: { fieldId: string; mode: PathwayPaymentMode; body: PathwayPaymentBody }) =>
  api.post<PathwayPaymentResponse>(`${PATHS[mode]}/${encodeURIComponent(fieldId)}`, body);

export const usePayForPathway = () => useMutation({ mutationFn: payForPathway });
