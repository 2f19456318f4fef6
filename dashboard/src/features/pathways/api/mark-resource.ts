import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PathwayResource } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { pathwayQueryKeys } from './pathway-query-keys';

/** Opened: new → pending (spec §7 PUT /users/currentresource/:id). */
export function openResource(id: string): Promise<PathwayResource> {
  return api.put<PathwayResource>(`/users/currentresource/${encodeURIComponent(id)}`);
}

/** Marked as read: completed (spec §7 PUT /users/resource/:id). */
export function markResourceRead(id: string): Promise<PathwayResource> {
  return api.put<PathwayResource>(`/users/resource/${encodeURIComponent(id)}`);
}

function useResourceMutation(slug: string, write: (id: string) => Promise<PathwayResource>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pathwayQueryKeys.resources(slug) }),
  });
}

export const useOpenResource = (slug: string) => useResourceMutation(slug, openResource);
export const useMarkResourceRead = (slug: string) => useResourceMutation(slug, markResourceRead);
