import { PRODUCT_DESIGN_SKILL_TEST } from './product-design';
import type { SkillTestContent } from './skill-test-content';

/** Every track's skill test the seed writes. */
export const SKILL_TEST_CATALOGUE: readonly SkillTestContent[] = [PRODUCT_DESIGN_SKILL_TEST];
