import type { ClientSession, Connection } from 'mongoose';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';

/**
 * Runs `work` in one multi-document transaction: every write made with `session` lands, or none
 * does. Pass `session` to each operation (`Model.create([doc], { session })`,
 * `query.session(session)`); a write without it is outside the transaction.
 *
 * The driver runs `work` again on transient errors (a write conflict) and retries an unknown commit.
 * A database that cannot be reached is not retried here: it ends the attempt at once, so the
 * request is answered 503 within the usual wait instead of after the driver's two minutes.
 */
export function withTransaction<T>(connection: Connection, work: (session: ClientSession) => Promise<T>): Promise<T> {
  return connection.transaction(async (session) => {
    try {
      return await work(session);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        throw new DatabaseUnavailableError('MongoDB cannot be reached; the transaction was not retried', { cause: error });
      }
      throw error;
    }
  });
}
