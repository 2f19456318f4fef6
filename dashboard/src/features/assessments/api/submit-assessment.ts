import { useMutation } from '@tanstack/react-query';
import type { AssessmentResult, SubmitAssessmentBody } from '@trail/shared';
import { api } from '@/lib/api-client';

/** POST /fields/:id/assess: marked on the server; the answer keys never reach the browser. */
export const submitAssessment = ({ fieldId, body }: { fieldId: string; body: SubmitAssessmentBody }) =>
  api.post<AssessmentResult>(`/fields/${encodeURIComponent(fieldId)}/assess`, body);

export function useSubmitAssessment() {
  return useMutation({ mutationFn: submitAssessment });
}
