import type { MessageResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { useSubmit } from '@/lib/api/use-submit';

const verifyEmail = (token: string) => api.post<MessageResponse>('/auth/verify-email', { token });

/** Spends the mailed link's token; the API answers the same for a second click. */
export const useVerifyEmail = () => useSubmit(verifyEmail);
