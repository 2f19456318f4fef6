// The face of skill-tests: what other modules may import (docs/architecture.md, the module map).
export { SkillTestsErasure } from './skill-tests-erasure.service';
export { SkillTestsModule } from './skill-tests.module';
export { SkillTestsService } from './skill-tests.service';
