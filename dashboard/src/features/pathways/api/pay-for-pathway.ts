import { useMutation } from '@tanstack/react-query';
import type { PathwayPaymentBody, PathwayPaymentResponse } from '@trail/shared';
import { api } from '@/lib/api-client';

/** POST /payments/initializetransaction/:fieldId: a plan paid in full; answers Paystack's checkout address. */
export const payForPathway = ({ fieldId, body }: { fieldId: string; body: PathwayPaymentBody }) =>
  api.post<PathwayPaymentResponse>(`/payments/initializetransaction/${encodeURIComponent(fieldId)}`, body);

export const usePayForPathway = () => useMutation({ mutationFn: payForPathway });
