import { DURATIONS_MS, type MicroSkill } from '@trail/shared';
import { callApi } from '../../lib/api-client';
import { skillsCache } from '../../lib/storage';

/** Micro-skill names to suggest, from GET /skills at most once an hour; an empty list when unreachable. */
export async function skillSuggestions(): Promise<string[]> {
  const cached = await skillsCache.getValue();
  if (cached && Date.now() - cached.fetchedAt < DURATIONS_MS.skillsCache) return cached.names;
  const result = await callApi<MicroSkill[]>('/skills');
  if (!result.ok) return cached?.names ?? [];
  const names = result.data.map((skill) => skill.name);
  await skillsCache.setValue({ fetchedAt: Date.now(), names });
  return names;
}
