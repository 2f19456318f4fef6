// The face of platform/health: what other modules may import (docs/architecture.md, the module map).
export { HealthModule } from './health.module';
