import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';

const sendPhoneCode = (userId: string) => api.post<MessageResponse>(`/users/${encodeURIComponent(userId)}/phone/code`);

/** Sends a 6-digit code to the saved phone number by WhatsApp (decision 0079). */
export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
