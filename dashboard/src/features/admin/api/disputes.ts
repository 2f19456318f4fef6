import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDispute, AdminDisputesResponse, DecideDisputeBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const disputesQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.disputes,
    queryFn: async ({ signal }) => (await api.get<AdminDisputesResponse>('/admin/disputes', { signal })).disputes,
  });

/** Reported sessions not yet decided, oldest first. */
export const useDisputes = () => useQuery(disputesQueryOptions());

export const decideDispute = ({ meetingId, body }: { meetingId: string; body: DecideDisputeBody }) =>
  api.post<AdminDispute>(`/admin/disputes/${encodeURIComponent(meetingId)}/decide`, body);

/** A decision moves the money and leaves the list: it is fetched again. */
export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDispute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.disputes }),
  });
}
