// The face of platform/validation: what other modules may import (docs/architecture.md, the module map).
export { IsTimeZoneName } from './is-time-zone';
export { NoControlCharacters } from './no-control-characters';
export { IS_NOT_NULL, OptionalNotNull, PartialNotNullType } from './optional-not-null';
export { SingleLine } from './single-line';
export { Trim } from './trim';
