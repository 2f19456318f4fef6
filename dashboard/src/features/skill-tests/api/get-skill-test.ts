import { useQuery } from '@tanstack/react-query';
import type { SkillTestQuestions } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { skillTestQueryKeys } from './skill-test-query-keys';

/** GET /fields/:id/test: the track's values, skills and trait statements. */
export const getSkillTest = (fieldId: string, signal?: AbortSignal) => api.get<SkillTestQuestions>(`/fields/${encodeURIComponent(fieldId)}/test`, { signal });

export function useSkillTest(fieldId: string | undefined) {
  return useQuery({ queryKey: skillTestQueryKeys.test(fieldId ?? ''), queryFn: ({ signal }) => getSkillTest(fieldId!, signal), enabled: Boolean(fieldId), staleTime: Infinity });
}
