import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, UpdateUserBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { useRenewSession } from '@/lib/auth';

export const updateUser = (userId: string, body: UpdateUserBody) =>
  api.put<AuthResponse>(`/users/${encodeURIComponent(userId)}`, body);

/**
 * PUT /users/:id with one subset of fields (profile, or the reminder toggles). The answer carries a fresh token
 * and the updated user, which replace the stored session and the cached user while that account is still signed in here.
 */
export function useUpdateUser() {
  const renewSession = useRenewSession();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateUserBody }) => updateUser(userId, body),
    onSuccess: renewSession,
  });
}
