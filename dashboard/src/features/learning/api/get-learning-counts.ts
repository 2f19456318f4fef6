import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningCounts } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { learningQueryKeys } from './learning-query-keys';

export function getLearningCounts(signal?: AbortSignal): Promise<LearningCounts> {
  return api.get<LearningCounts>('/learning/counts', { signal });
}

export function learningCountsQueryOptions() {
  return queryOptions({
    queryKey: learningQueryKeys.counts,
    queryFn: ({ signal }) => getLearningCounts(signal),
  });
}

export function useLearningCounts() {
  return useQuery(learningCountsQueryOptions());
}
