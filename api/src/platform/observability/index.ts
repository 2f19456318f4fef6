// The face of platform/observability: what other modules may import (docs/architecture.md, the module map).
export { Metrics } from './metrics.service';
export { ObservabilityModule } from './observability.module';
export { serveMetrics, setUpObservability } from './observability.setup';
export { redactContacts } from './redact-contacts';
export { REQUEST_ID_HEADER } from './request-id';
