import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BirthMonthBody, BirthMonthResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { userQueryKey } from '@/lib/auth';

const recordBirthMonth = (body: BirthMonthBody) => api.put<BirthMonthResponse>('/users/me/birth-month', body);

/**
 * PUT /users/me/birth-month, once: the answer is the updated account, which replaces the cached user;
 * or, under 13, the date the account is erased (the API has ended every session; the caller signs out).
 */
export function useRecordBirthMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordBirthMonth,
    onSuccess: (answer) => {
      if (!('user' in answer)) return;
      queryClient.setQueryData(userQueryKey, answer.user);
      // A teen's answer restricts payments and booking: every view reads its access again.
      return queryClient.invalidateQueries();
    },
  });
}
