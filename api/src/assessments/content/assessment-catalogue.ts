import type { SectionAssessmentContent } from './assessment-content';
import { PRODUCT_DESIGN_SECTION_1 } from './product-design/section-1';

/** Every section assessment the seed writes. */
export const ASSESSMENT_CATALOGUE: readonly SectionAssessmentContent[] = [PRODUCT_DESIGN_SECTION_1];
