// The face of assessments: what other modules may import (docs/architecture.md, the module map).
export { AssessmentsErasure } from './assessments-erasure.service';
export { AssessmentsExport } from './assessments-export.service';
export { assessmentsConfig, loadAssessmentsConfig } from './assessments.config';
export { AssessmentsModule } from './assessments.module';
