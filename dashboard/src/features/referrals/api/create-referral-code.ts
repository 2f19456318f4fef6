import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { userQueryKey } from '@/lib/auth';
import { referralQueryKeys } from './referral-query-keys';

/** GET /users/referral makes the caller's referral code once (later calls return the same one). */
export const createReferralCode = () => api.get<UserResponse>('/users/referral');

export function useCreateReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferralCode,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(userQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: referralQueryKeys.summary });
    },
  });
}
