import type { CursorPage, PublicMentor } from '@trail/shared';
import { api } from '@/lib/api/api-client';

/** One page of a track's mentors (GET /mentors/field/:fieldId), soonest free first; `cursor` from the page before. */
export function getFieldMentorsPage(fieldId: string, cursor: string | undefined, signal?: AbortSignal): Promise<CursorPage<PublicMentor>> {
  const params = new URLSearchParams(cursor ? { cursor } : {});
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return api.get<CursorPage<PublicMentor>>(`/mentors/field/${encodeURIComponent(fieldId)}${query}`, { signal });
}
