// The face of skills: what other modules may import (docs/architecture.md, the module map).
export { SkillsModule } from './skills.module';
