// The face of platform/errors: what other modules may import (docs/architecture.md, the module map).
export { errorMessage } from './error-message';
