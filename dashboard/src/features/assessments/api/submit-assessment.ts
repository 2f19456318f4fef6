import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentResult, SubmitAssessmentBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { assessmentStatusQueryKey } from './get-assessment-status';

/** Files chosen for file questions, by question id. */
export type AnswerFiles = Record<string, File>;

/**
 * POST /fields/:id/assess: marked on the server; the answer keys never reach the browser. With files
 * it is multipart: the answers as the JSON field `assessment`, each file under its question's id.
 */
export const submitAssessment = ({ fieldId, body, files = {} }: { fieldId: string; body: SubmitAssessmentBody; files?: AnswerFiles }) => {
  const path = `/fields/${encodeURIComponent(fieldId)}/assess`;
  const chosen = Object.entries(files);
  if (chosen.length === 0) return api.post<AssessmentResult>(path, body);
  const form = new FormData();
  form.append('assessment', JSON.stringify(body.assessment));
  for (const [question, file] of chosen) form.append(question, file, file.name);
  return api.post<AssessmentResult>(path, form);
};

/** An attempt changes the attempts left and may pass (and complete) a section. */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    onSuccess: (_result, { fieldId }) => queryClient.invalidateQueries({ queryKey: assessmentStatusQueryKey(fieldId) }),
  });
}
