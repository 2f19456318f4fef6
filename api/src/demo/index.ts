// The face of demo: what other modules may import (docs/architecture.md, the module map).
export { demoConfig, loadDemoConfig } from './demo.config';
export { DemoModule } from './demo.module';
