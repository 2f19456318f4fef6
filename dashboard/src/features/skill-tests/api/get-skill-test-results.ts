import { useQuery } from '@tanstack/react-query';
import type { SkillTestResultsResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { skillTestQueryKeys } from './skill-test-query-keys';

/** GET /users/me/tests: the learner's latest result on each track, newest first. */
export const getSkillTestResults = (signal?: AbortSignal) => api.get<SkillTestResultsResponse>('/users/me/tests', { signal });

export function useSkillTestResults() {
  return useQuery({ queryKey: skillTestQueryKeys.results(), queryFn: ({ signal }) => getSkillTestResults(signal) });
}
