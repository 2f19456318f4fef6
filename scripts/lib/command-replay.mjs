import { randomUUID } from 'node:crypto';

/** Fields the driver adds for its session and cluster time: the replaying client adds its own. */
const DRIVER_FIELDS = ['lsid', '$clusterTime', '$db', 'txnNumber', 'autocommit', 'startTransaction', '$readPreference'];
/** Cursor bookkeeping follows from the commands replayed; it is not replayed itself. */
const NOT_REPLAYED = new Set(['getMore', 'killCursors', 'endSessions']);

/**
 * A request's commands as the API sent them, to send again with no API in between: what the route
 * costs the database alone, the most any API could serve on this machine (docs/performance.md).
 */
export function recordedCommand(command, BSON) {
  if (NOT_REPLAYED.has(Object.keys(command)[0])) return undefined;
  const copy = BSON.deserialize(BSON.serialize(command));
  for (const field of DRIVER_FIELDS) delete copy[field];
  return copy;
}

/** Every date in a value set to now: an update sent again with the same values would change nothing. */
function renewDates(value) {
  if (value instanceof Date) return new Date();
  if (Array.isArray(value)) return value.map(renewDates);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, renewDates(field)]));
  }
  return value;
}

/**
 * A write sent again must write: an insert gets new ids and new values for the keys saves are unique
 * on, and an update new dates (its `updatedAt` at least), or mongod would answer it as a no-op.
 */
function fresh(command, ObjectId) {
  if (command.insert) {
    const documents = command.documents.map((doc) => ({
      ...renewDates(doc),
      _id: new ObjectId(),
      ...(doc.normalisedUrl ? { normalisedUrl: `${doc.normalisedUrl}-${randomUUID()}` } : {}),
      ...(doc.saveId ? { saveId: randomUUID() } : {}),
    }));
    return { ...command, documents };
  }
  if (command.findAndModify && command.update) return { ...command, update: renewDates(command.update) };
  if (command.updates) return { ...command, updates: command.updates.map((update) => ({ ...update, u: renewDates(update.u) })) };
  return command;
}

/**
 * Sends recorded requests (each a list of commands, in order) from `connections` callers for
 * `durationS` seconds, and answers requests per second, or undefined when a replay fails (an insert
 * whose unique key this cannot renew).
 */
export async function replayLoad(db, ObjectId, requests, { connections, durationS }) {
  if (requests.length === 0) return undefined;
  const deadline = Date.now() + durationS * 1000;
  let answered = 0;
  let failed = false;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!failed && Date.now() < deadline) {
        const commands = requests[Math.floor(Math.random() * requests.length)];
        try {
          for (const command of commands) await db.command(fresh(command, ObjectId));
          answered += 1;
        } catch {
          failed = true;
        }
      }
    }),
  );
  return failed ? undefined : answered / durationS;
}
