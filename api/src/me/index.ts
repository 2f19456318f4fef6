// The face of me: what other modules may import (docs/architecture.md, the module map).
export { UserAnswerModule } from './user-answer.module';
