import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorApplicationBody } from '@trail/shared';
import { api } from '@/lib/api-client';
import { mentorQueryKeys } from './mentor-query-keys';

export function applyToMentor(body: MentorApplicationBody): Promise<unknown> {
  return api.post<unknown>('/mentors/applications', body);
}

/** Sends an application; the pending state is then read back from GET /mentors/applications/mine. */
export function useApplyToMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToMentor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentorQueryKeys.myApplication }),
  });
}
