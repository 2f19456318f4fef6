import { useQuery } from '@tanstack/react-query';
import type { AssessmentResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';

export const assessmentQueryKey = (fieldId: string) => ['assessments', fieldId] as const;

/** GET /fields/:id/assess: the questions of the section the learner is to take, without their answers. */
export const getAssessment = (fieldId: string, signal?: AbortSignal) =>
  api.get<AssessmentResponse>(`/fields/${encodeURIComponent(fieldId)}/assess`, { signal });

/** Loaded only once the learner presses Get Started (spec §4). */
export function useAssessment(fieldId: string | undefined, started: boolean) {
  return useQuery({
    queryKey: assessmentQueryKey(fieldId ?? ''),
    queryFn: ({ signal }) => getAssessment(fieldId!, signal),
    enabled: Boolean(fieldId) && started,
    staleTime: Infinity,
  });
}
