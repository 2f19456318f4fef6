import { useMutation } from '@tanstack/react-query';
import type { MentorHourPayResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';

/** POST /payments/mentorhour/:reference/pay: the Pay button starts the held hours' payment and answers Paystack's checkout address. */
export const payForHold = (reference: string) => api.post<MentorHourPayResponse>(`/payments/mentorhour/${encodeURIComponent(reference)}/pay`);

export const usePayForHold = () => useMutation({ mutationFn: payForHold });
