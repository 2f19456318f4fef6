import { DATA_SCIENCE_SKILL_TEST } from './data-science';
import { INVESTMENT_BANKING_SKILL_TEST } from './investment-banking';
import { PRODUCT_DESIGN_SKILL_TEST } from './product-design';
import { PRODUCT_MANAGEMENT_SKILL_TEST } from './product-management';
import { SOFTWARE_ENGINEERING_SKILL_TEST } from './software-engineering';
import type { SkillTestContent } from './skill-test-content';

/** Every track's skill test the seed writes: one per seeded track (a spec beside this file checks it). */
export const SKILL_TEST_CATALOGUE: readonly SkillTestContent[] = [
  PRODUCT_MANAGEMENT_SKILL_TEST,
  DATA_SCIENCE_SKILL_TEST,
  SOFTWARE_ENGINEERING_SKILL_TEST,
  PRODUCT_DESIGN_SKILL_TEST,
  INVESTMENT_BANKING_SKILL_TEST,
];
