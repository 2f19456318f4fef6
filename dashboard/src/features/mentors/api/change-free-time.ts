import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FreeTimeResponse } from '@trail/shared';
import { mentorQueryKeys } from './mentor-query-keys';

/** A change to the mentor's free time; every answer is the whole new state, so it replaces the cache. */
export function useChangeFreeTime<TArgs>(change: (args: TArgs) => Promise<FreeTimeResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (freeTime) => queryClient.setQueryData(mentorQueryKeys.freeTime, freeTime),
  });
}
