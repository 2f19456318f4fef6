import type { Field, PublicMentor } from '@trail/shared';
import { api } from '@/lib/api-client';
import { usePublicQuery } from '@/lib/use-public-query';

/** GET /mentors: every track with its mentors. */
export interface MentorDirectory {
  fields: { field: Field; mentors: PublicMentor[] }[];
}

export function getMentors(signal?: AbortSignal): Promise<MentorDirectory> {
  return api.get<MentorDirectory>('/mentors', { signal });
}

export function useMentorDirectory() {
  return usePublicQuery(getMentors);
}
