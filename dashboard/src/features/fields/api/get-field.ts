import type { Field } from '@trail/shared';
import { api, ApiError } from '@/lib/api/api-client';

export const FIELD_NOT_FOUND = 'Track not found';

/** One track by its slug; the API answers a list whose first element is the track (spec §7). */
export async function getField(slug: string, signal?: AbortSignal): Promise<Field> {
  const [field] = await api.get<Field[]>(`/fields/${encodeURIComponent(slug)}`, { signal });
  if (!field) throw new ApiError(FIELD_NOT_FOUND, 404);
  return field;
}
