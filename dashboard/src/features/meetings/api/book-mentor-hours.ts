import { useMutation } from '@tanstack/react-query';
import type { MentorHourBody, MentorHourResponse } from '@trail/shared';
import { api } from '@/lib/api-client';

/** POST /payments/mentorhour: holds the chosen hours and answers Paystack's checkout address. */
export const bookMentorHours = (body: MentorHourBody) => api.post<MentorHourResponse>('/payments/mentorhour', body);

export const useBookMentorHours = () => useMutation({ mutationFn: bookMentorHours });
