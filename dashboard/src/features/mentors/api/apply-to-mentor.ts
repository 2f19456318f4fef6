import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorApplication, MentorApplicationBody, MentorApplicationResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { mentorQueryKeys } from './mentor-query-keys';

/** Answers the new (pending) application. */
export function applyToMentor(body: MentorApplicationBody): Promise<MentorApplication> {
  return api.post<MentorApplication>('/mentors/applications', body);
}

/** Sends an application; its answer is what GET /mentors/applications/mine now says, so it fills that cache. */
export function useApplyToMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToMentor,
    onSuccess: (application) =>
      queryClient.setQueryData<MentorApplicationResponse>(mentorQueryKeys.myApplication, { application }),
  });
}
