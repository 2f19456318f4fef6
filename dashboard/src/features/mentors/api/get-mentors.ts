import type { MentorsByField } from '@trail/shared';
import { api } from '@/lib/api-client';
import { usePublicQuery } from '@/lib/use-public-query';

/** GET /mentors: every track with its mentors (tracks without any included). */
export function getMentors(signal?: AbortSignal): Promise<MentorsByField> {
  return api.get<MentorsByField>('/mentors', { signal });
}

export function useMentorDirectory() {
  return usePublicQuery(getMentors);
}
