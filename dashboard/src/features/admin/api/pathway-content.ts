import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPathwayContent, AdminResource, AdminSection, ResourceEditBody, SectionEditBody, SectionMoveBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { adminQueryKeys } from './admin-query-keys';

const slugPath = (slug: string) => `/admin/pathways/${encodeURIComponent(slug)}`;

export const getPathwayContent = (slug: string, signal?: AbortSignal) => api.get<AdminPathwayContent>(`${slugPath(slug)}/content`, { signal });

export const pathwayContentQueryOptions = (slug: string) =>
  queryOptions({ queryKey: adminQueryKeys.pathwayContent(slug), queryFn: ({ signal }) => getPathwayContent(slug, signal) });

/** Every section and resource of a pathway, retired ones too, for an admin. */
export const usePathwayContent = (slug: string) => useQuery(pathwayContentQueryOptions(slug));

export const editSection = ({ slug, no, body }: { slug: string; no: number; body: SectionEditBody }) =>
  api.put<AdminSection>(`${slugPath(slug)}/sections/${no}`, body);

export const saveResource = ({ slug, id, body }: { slug: string; id?: string; body: ResourceEditBody }) =>
  id ? api.put<AdminResource>(`/admin/pathway-resources/${encodeURIComponent(id)}`, body) : api.post<AdminResource>(`${slugPath(slug)}/resources`, body);

export const setResourceRetired = ({ id, retired }: { slug: string; id: string; retired: boolean }) =>
  api.post<AdminResource>(`/admin/pathway-resources/${encodeURIComponent(id)}/${retired ? 'retire' : 'restore'}`);

/** The section trades places with its neighbour; resources, questions and learners' attempts go with it. */
export const moveSection = ({ slug, no, direction }: { slug: string; no: number } & SectionMoveBody) =>
  api.post<AdminPathwayContent>(`${slugPath(slug)}/sections/${no}/move`, { direction });

/** The section's text, or a seeded resource, back as the seed files have it (decision 0062). */
export const resetSection = ({ slug, no }: { slug: string; no: number }) => api.post<AdminPathwayContent>(`${slugPath(slug)}/sections/${no}/reset`);
export const resetResource = ({ id }: { slug: string; id: string }) => api.post<AdminPathwayContent>(`/admin/pathway-resources/${encodeURIComponent(id)}/reset`);

function useContentChange<TArgs extends { slug: string }, TResult>(change: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_result, args) => queryClient.invalidateQueries({ queryKey: adminQueryKeys.pathwayContent(args.slug) }),
  });
}

export const useEditSection = () => useContentChange(editSection);
export const useSaveResource = () => useContentChange(saveResource);
export const useResourceRetired = () => useContentChange(setResourceRetired);
export const useMoveSection = () => useContentChange(moveSection);
export const useResetSection = () => useContentChange(resetSection);
export const useResetResource = () => useContentChange(resetResource);
