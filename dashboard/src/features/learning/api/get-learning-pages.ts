import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LearningListQuery } from '@trail/shared';
import { getLearningList } from './get-learning-list';
import { learningQueryKeys } from './learning-query-keys';

type PagedQuery = Omit<LearningListQuery, 'page'> & { limit: number };

/** GET /learning one page at a time, for lists with "Show more". */
export function learningPagesQueryOptions(query: PagedQuery) {
  return infiniteQueryOptions({
    queryKey: [...learningQueryKeys.all, 'pages', query] as const,
    queryFn: ({ pageParam, signal }) => getLearningList({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useLearningPages(query: PagedQuery) {
  return useInfiniteQuery(learningPagesQueryOptions(query));
}
