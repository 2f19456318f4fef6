// The face of platform/paging: what other modules may import (docs/architecture.md, the module map).
export { afterNewestFirst, decodeCursor, newestFirstKey, pageOf, type CursorKey } from './cursor';
export { CursorPageQuery, CursorParam, PageLimitQuery } from './cursor-page.query';
