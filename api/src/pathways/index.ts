// The face of pathways: what other modules may import (docs/architecture.md, the module map).
export { PathwayAccessService } from './access/pathway-access.service';
export { PathwayContentAdminService, SECTION_NOT_FOUND, type PathwaySections } from './admin/pathway-content-admin.service';
export { SectionMoves } from './admin/section-moves';
export { PlaceInSection, SectionNumber } from './admin/section-place';
export { swapSectionNumbers } from './admin/swap-section-numbers';
export { PathwaysErasure } from './pathways-erasure.service';
export { PathwaysExport } from './pathways-export.service';
export { loadPathwaysConfig, pathwaysConfig } from './pathways.config';
export { PathwaysModule } from './pathways.module';
export { NO_PATHWAY_FOR_TRACK, PathwaysService, type PathwayOutline } from './pathways.service';
