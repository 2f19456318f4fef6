import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentStatusResponse, SectionAssessments } from '@trail/shared';
import { api } from '@/lib/api/api-client';

export const assessmentStatusQueryKey = (fieldId: string) => ['assessments', fieldId, 'status'] as const;

/** GET /fields/:id/assess/status: attempts used and left per section, and which sections are passed. */
export const getAssessmentStatus = (fieldId: string, signal?: AbortSignal) =>
  api.get<AssessmentStatusResponse>(`/fields/${encodeURIComponent(fieldId)}/assess/status`, { signal });

export function assessmentStatusQueryOptions(fieldId: string) {
  return queryOptions({ queryKey: assessmentStatusQueryKey(fieldId), queryFn: ({ signal }) => getAssessmentStatus(fieldId, signal) });
}

/** Only for a plan holder: the API answers 402 otherwise. */
export function useAssessmentStatus(fieldId: string | undefined, enabled = true) {
  return useQuery({ ...assessmentStatusQueryOptions(fieldId ?? ''), enabled: Boolean(fieldId) && enabled });
}

/** What the section completion rule needs from the status (pathwayProgress's last argument). */
export const sectionAssessmentsOf = (status: AssessmentStatusResponse): SectionAssessments => ({
  withAssessment: status.sections.map((one) => one.section),
  passed: status.sections.filter((one) => one.passed).map((one) => one.section),
});
