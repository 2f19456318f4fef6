// The face of platform/openapi: what other modules may import (docs/architecture.md, the module map).
export { ApiAccess, ApiAdded, ApiAnswers, ApiCreated, ApiErrors, ApiJsonOrMultipart, ApiNoContent, ApiOk, SIGNED_IN, WHY, listOf, media, pageOf, sharedType } from './api-contract';
export { setUpApiDocs } from './api-docs';
export { ANSWER_FORM, AVATAR_FORM } from './multipart-bodies';
