import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@trail/shared';
import { api } from '@/lib/api-client';

export type SuspensionAction = 'suspend' | 'reinstate';

export const changeMentorSuspension = ({ userId, action }: { userId: string; action: SuspensionAction }) =>
  api.post<MessageResponse>(`/admin/mentors/${encodeURIComponent(userId)}/${action}`);

/** Suspending hides a mentor from discovery and closes their future slots; reinstating reverses it. */
export const useMentorSuspension = () => useMutation({ mutationFn: changeMentorSuspension });
