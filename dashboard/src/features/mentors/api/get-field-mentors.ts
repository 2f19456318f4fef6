import type { PublicMentor } from '@trail/shared';
import { api } from '@/lib/api-client';

/** The mentors of one track (spec §7: GET /meetings/field/{fieldId}). */
export function getFieldMentors(fieldId: string, signal?: AbortSignal): Promise<PublicMentor[]> {
  return api.get<PublicMentor[]>(`/meetings/field/${encodeURIComponent(fieldId)}`, { signal });
}
