import type { MicroSkill } from '@trail/shared';
import { getSkills } from '@/lib/skills/get-skills';
import { usePublicQuery, type PublicQuery } from '@/lib/api/use-public-query';

/** The skills list for the signed-out landing page. */
export function usePublicSkills(): PublicQuery<MicroSkill[]> {
  return usePublicQuery(getSkills);
}
