/** MongoDB's answer when a write would break a unique index. */
const DUPLICATE_KEY = 11000;

export interface DuplicateKeyError {
  code: typeof DUPLICATE_KEY;
  /** The clashing key, e.g. `{ username: "ada" }`, when the server names it. */
  keyValue?: Record<string, unknown>;
}

/** True for the error a unique index raises: the index is the guard, and this is its answer. */
export function isDuplicateKey(error: unknown): error is DuplicateKeyError {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY;
}
