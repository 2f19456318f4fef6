import type { Field } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { usePublicQuery } from '@/lib/api/use-public-query';

export function getFields(signal?: AbortSignal): Promise<Field[]> {
  return api.get<Field[]>('/fields', { signal });
}

/** The mentorship tracks, for public pages and forms alike (no React Query needed for one small list). */
export function useFields() {
  return usePublicQuery(getFields);
}
