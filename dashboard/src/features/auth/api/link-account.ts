import { useQuery } from '@tanstack/react-query';
import type { User, UserResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';

/** Whose account a sign-in link's session is, asked with that session and not this tab's. */
export const useLinkAccount = (token: string) =>
  useQuery({
    queryKey: ['link-account', token],
    queryFn: async ({ signal }): Promise<User> => (await api.get<UserResponse>('/users/me?balances=false', { signal, token })).user,
    retry: false,
    staleTime: Infinity,
  });
