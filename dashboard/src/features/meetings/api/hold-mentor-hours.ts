import { useMutation } from '@tanstack/react-query';
import type { MentorHourBody, MentorHourResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';

/** POST /payments/mentorhour: holds the chosen hours (no payment yet) and answers the hold's reference and end. */
export const holdMentorHours = (body: MentorHourBody) => api.post<MentorHourResponse>('/payments/mentorhour', body);

export const useHoldMentorHours = () => useMutation({ mutationFn: holdMentorHours });
