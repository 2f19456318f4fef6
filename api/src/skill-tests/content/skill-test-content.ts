import type { SkillTestTrait } from '@trail/shared';

/** A track's skill and personality test as the content files hold it; bump `version` when its meaning changes. */
export interface SkillTestContent {
  fieldSlug: string;
  version: number;
  values: string[];
  skills: string[];
  traits: SkillTestTrait[];
}
