import type { MicroSkill } from '@trail/shared';
import { api } from '@/lib/api/api-client';

/**
 * GET /skills: the micro-skill list, reference data several features read (the landing page's skill
 * groups, the suggestions when tagging a resource), so it lives here rather than in one feature.
 */
export function getSkills(signal?: AbortSignal): Promise<MicroSkill[]> {
  return api.get<MicroSkill[]>('/skills', { signal });
}
