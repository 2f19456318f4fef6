import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentResult, SubmitAssessmentBody } from '@trail/shared';
import { api } from '@/lib/api-client';
import { assessmentStatusQueryKey } from './get-assessment-status';

/** POST /fields/:id/assess: marked on the server; the answer keys never reach the browser. */
export const submitAssessment = ({ fieldId, body }: { fieldId: string; body: SubmitAssessmentBody }) =>
  api.post<AssessmentResult>(`/fields/${encodeURIComponent(fieldId)}/assess`, body);

/** An attempt changes the attempts left and may pass (and complete) a section. */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    onSuccess: (_result, { fieldId }) => queryClient.invalidateQueries({ queryKey: assessmentStatusQueryKey(fieldId) }),
  });
}
