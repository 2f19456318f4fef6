import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BirthMonthBody, UserResponse } from '@trail/shared';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

const recordBirthMonth = (body: BirthMonthBody) => api.put<UserResponse>('/users/me/birth-month', body);

/** PUT /users/me/birth-month, once: the answer is the updated account, which replaces the cached user. */
export function useRecordBirthMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordBirthMonth,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userQueryKey, user);
      // A teen's answer restricts payments and booking: every view reads its access again.
      return queryClient.invalidateQueries();
    },
  });
}
