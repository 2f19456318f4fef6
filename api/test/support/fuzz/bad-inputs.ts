import { BAD_ENVELOPES } from './bad-envelopes';
import { BAD_VALUES } from './bad-values';
import type { FuzzRequest } from './fuzz-request';
import type { Target } from './fuzz-target';

export type { Target } from './fuzz-target';

/**
 * The kinds of bad input, each a way to spoil an otherwise valid request. A kind that does not apply
 * to a route (no body, no query, no token) makes no requests for it.
 */
export const BAD_INPUT_KINDS: Record<string, (t: Target) => FuzzRequest[]> = { ...BAD_VALUES, ...BAD_ENVELOPES };
