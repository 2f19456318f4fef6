import type { SkillGroup } from '../constants/learning.js';

export interface MicroSkill {
  _id: string;
  name: string;
  skillGroup: SkillGroup;
}
