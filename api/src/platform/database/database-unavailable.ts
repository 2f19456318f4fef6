import { SERVICE_UNAVAILABLE_MESSAGE } from '@trail/shared';

/** What a client sees while MongoDB cannot be reached; it keeps its session and tries again. */
export const DATABASE_UNAVAILABLE_MESSAGE = SERVICE_UNAVAILABLE_MESSAGE;
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * How long a request waits for MongoDB before it is answered 503: long enough for a replica set
 * member to answer under load, short enough that a client hears "unavailable" within ~3 s.
 */
export const DATABASE_WAIT_MS = 2_000;

// Matched by name: mongoose and the API may load different copies of the driver, so instanceof fails.
const UNAVAILABLE_ERROR_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/** Server answers of a member that is not (or no longer) the primary, or is shutting down. */
const UNAVAILABLE_SERVER_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** Thrown where a database outage is recognised early (a transaction stops retrying). */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

function isBufferingTimeout(error: Error): boolean {
  return error.name === 'MongooseError' && / buffering timed out after /.test(error.message);
}

/** True when `error` says MongoDB cannot be reached right now, rather than that the request is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseUnavailableError || UNAVAILABLE_ERROR_NAMES.has(error.name)) return true;
  if (isBufferingTimeout(error)) return true;
  const { code } = error as { code?: unknown };
  return error.name.startsWith('Mongo') && typeof code === 'number' && UNAVAILABLE_SERVER_CODES.has(code);
}
