import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LearningListQuery } from '@trail/shared';
import { getLearningList } from './get-learning-list';
import { learningQueryKeys } from './learning-query-keys';

type PagedQuery = Omit<LearningListQuery, 'page' | 'cursor'> & { limit: number };

/** GET /learning one page at a time, for lists with "Show more": each next page from the cursor of the last. */
export function learningPagesQueryOptions(query: PagedQuery) {
  return infiniteQueryOptions({
    queryKey: [...learningQueryKeys.all, 'pages', query] as const,
    queryFn: ({ pageParam, signal }) => getLearningList({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.cursor : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useLearningPages(query: PagedQuery) {
  return useInfiniteQuery(learningPagesQueryOptions(query));
}
