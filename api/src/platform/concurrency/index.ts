// The face of platform/concurrency: what other modules may import (docs/architecture.md, the module map).
export { concurrencyLimit } from './concurrency-limit';
export { forEachConcurrently } from './for-each-concurrently';
