import type { PathwayContent } from './pathway-content';
import { PRODUCT_DESIGN } from './product-design';

/** Every pathway the seed writes. A new pathway is a folder here and one line below. */
export const PATHWAY_CATALOGUE: readonly PathwayContent[] = [PRODUCT_DESIGN];
