import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkillTestResult, SubmitSkillTestBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { skillTestQueryKeys } from './skill-test-query-keys';

/** POST /fields/:id/test: stored as the learner's latest result for the track. */
export const submitSkillTest = ({ fieldId, body }: { fieldId: string; body: SubmitSkillTestBody }) =>
  api.post<SkillTestResult>(`/fields/${encodeURIComponent(fieldId)}/test`, body);

export function useSubmitSkillTest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitSkillTest, onSuccess: () => queryClient.invalidateQueries({ queryKey: skillTestQueryKeys.results() }) });
}
