import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningListQuery, LearningResource, Page } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { learningQueryKeys } from './learning-query-keys';

export function learningListSearch(query: LearningListQuery): string {
  const params = new URLSearchParams({ view: query.view });
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.skill?.trim()) params.set('skill', query.skill.trim().toLowerCase());
  if (query.types?.length) params.set('types', query.types.join(','));
  if (query.source?.trim()) params.set('source', query.source.trim());
  if (query.page) params.set('page', String(query.page));
  if (query.limit) params.set('limit', String(query.limit));
  if (query.cursor) params.set('cursor', query.cursor);
  return params.toString();
}

export function getLearningList(query: LearningListQuery, signal?: AbortSignal): Promise<Page<LearningResource>> {
  return api.get<Page<LearningResource>>(`/learning?${learningListSearch(query)}`, { signal });
}

export function learningListQueryOptions(query: LearningListQuery) {
  return queryOptions({
    queryKey: learningQueryKeys.list(query),
    queryFn: ({ signal }) => getLearningList(query, signal),
    // Changing a filter or page keeps the old items on screen until the new ones arrive: no layout jump.
    placeholderData: keepPreviousData,
  });
}

export function useLearningList(query: LearningListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...learningListQueryOptions(query), enabled: options.enabled ?? true });
}
