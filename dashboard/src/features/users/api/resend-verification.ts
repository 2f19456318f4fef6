import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';

const resendVerification = () => api.post<MessageResponse>('/auth/verify-email/resend');

/** Mails the signed-in learner a new verification link. */
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
