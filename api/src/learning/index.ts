// The face of learning: what other modules may import (docs/architecture.md, the module map).
export { IsHttpLink, toMicroSkills } from './dto/learning-transforms';
export { LearningErasure } from './learning-erasure.service';
export { LearningModule } from './learning.module';
export { LearningService } from './learning.service';
