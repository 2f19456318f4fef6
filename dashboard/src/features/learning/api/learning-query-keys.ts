import type { LearningListQuery } from '@trail/shared';

/**
 * Cache keys of everything a saved resource shows up in. A change to a resource can move it
 * between lists and change the tiles, so mutations invalidate `all` rather than guessing.
 */
export const learningQueryKeys = {
  all: ['learning'] as const,
  list: (query: LearningListQuery) => ['learning', 'list', query] as const,
  counts: ['learning', 'counts'] as const,
  activity: (timeZone: string) => ['learning', 'activity', timeZone] as const,
};
