import type { AuthResponse, MessageResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { keepSession } from '@/lib/auth/session';
import { useSubmit } from '@/lib/api/use-submit';

const forgotPassword = (email: string) => api.post<MessageResponse>('/auth/forgotpassword', { email: email.trim() });

const resetPassword = ({ token, password }: { token: string; password: string }) =>
  api.put<AuthResponse>(`/auth/resetpassword/${encodeURIComponent(token)}`, { password });

/** Mails a reset link; the API answers the same for known and unknown e-mails. */
export const useForgotPassword = () => useSubmit(forgotPassword);

/** Sets the new password from the mailed link's token; the answer is a fresh session. */
export const useResetPassword = () => useSubmit(resetPassword, keepSession);
