import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, MessageResponse } from '@trail/shared';
import { api } from '@/lib/api-client';
import { useStartSession } from '@/lib/auth';

/** Mails a reset link; the API answers the same for known and unknown e-mails. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<MessageResponse>('/auth/forgotpassword', { email: email.trim() }),
  });
}

/** Sets the new password from the mailed link's token; the answer is a fresh session. */
export function useResetPassword() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      api.put<AuthResponse>(`/auth/resetpassword/${encodeURIComponent(token)}`, { password }),
    onSuccess: startSession,
  });
}
