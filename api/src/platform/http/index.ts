// The face of platform/http: what other modules may import (docs/architecture.md, the module map).
export { bodyParsers } from './body-parsers';
export { answerClientErrorsAsJson } from './client-errors';
export { HttpErrorFilter } from './http-error.filter';
export { jsonShapeProblem } from './request-shape';
export { createValidationPipe } from './validation.pipe';
