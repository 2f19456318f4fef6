import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, VerifyPhoneBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { useRenewSession } from '@/lib/auth';

const verifyPhone = (userId: string, body: VerifyPhoneBody) =>
  api.post<AuthResponse>(`/users/${encodeURIComponent(userId)}/phone/verify`, body);

/** Sends the WhatsApp code back; the answer's session carries `phoneVerified: true`, which replaces the stored one. */
export function useVerifyPhone() {
  const renewSession = useRenewSession();
  return useMutation({
    mutationFn: ({ userId, code }: { userId: string; code: string }) => verifyPhone(userId, { code }),
    onSuccess: renewSession,
  });
}
