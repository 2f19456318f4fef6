import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type SuspensionAction = 'suspend' | 'reinstate';

export const changeMentorSuspension = ({ userId, action }: { userId: string; action: SuspensionAction }) =>
  api.post<MessageResponse>(`/admin/mentors/${encodeURIComponent(userId)}/${action}`);

/** Suspending hides a mentor from discovery and closes their future slots; reinstating reverses it. The roster shows the new state. */
export function useMentorSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMentorSuspension,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.applicationsWith('approved') }),
  });
}
