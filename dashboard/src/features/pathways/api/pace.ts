import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PathwayPace, PathwayPaceResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { pathwayQueryKeys } from './pathway-query-keys';

export function getPace(fieldId: string, signal?: AbortSignal): Promise<PathwayPaceResponse> {
  return api.get<PathwayPaceResponse>(`/users/assistant/${encodeURIComponent(fieldId)}`, { signal });
}

export function setPace({ fieldId, rate }: { fieldId: string; rate: PathwayPace }): Promise<PathwayPaceResponse> {
  return api.post<PathwayPaceResponse>(`/users/assistant/${encodeURIComponent(fieldId)}`, { rate });
}

export function paceQueryOptions(fieldId: string) {
  return queryOptions({
    queryKey: pathwayQueryKeys.pace(fieldId),
    queryFn: ({ signal }) => getPace(fieldId, signal),
  });
}

/** The Trail assistant's pace on the track's pathway; `fieldId` undefined waits for the pathway. */
export function usePace(fieldId: string | undefined) {
  return useQuery({ ...paceQueryOptions(fieldId ?? ''), enabled: fieldId !== undefined });
}

export function useSetPace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPace,
    onSuccess: (saved) => queryClient.setQueryData(pathwayQueryKeys.pace(saved.fieldId), saved),
  });
}
