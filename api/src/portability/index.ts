// The face of portability: what other modules may import (docs/architecture.md, the module map).
export { PortabilityModule } from './portability.module';
