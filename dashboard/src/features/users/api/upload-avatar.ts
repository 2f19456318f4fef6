import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { useRenewSession } from '@/lib/auth';

export function uploadAvatar(userId: string, file: File, onProgress?: (share: number) => void) {
  const form = new FormData();
  form.append('avatar', file);
  return api.upload<AuthResponse>('PUT', `/users/${encodeURIComponent(userId)}`, form, onProgress);
}

export function useUploadAvatar(onProgress: (share: number) => void) {
  const renewSession = useRenewSession();
  return useMutation({
    mutationFn: ({ userId, file }: { userId: string; file: File }) => uploadAvatar(userId, file, onProgress),
    onSuccess: renewSession,
  });
}
