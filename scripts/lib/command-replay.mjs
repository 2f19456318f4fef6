import { randomUUID } from 'node:crypto';

/** Fields the driver adds for its session and cluster time: the replaying client adds its own. */
const DRIVER_FIELDS = ['lsid', '$clusterTime', '$db', 'txnNumber', 'autocommit', 'startTransaction', '$readPreference'];
/** Cursor bookkeeping follows from the commands replayed; it is not replayed itself. */
const NOT_REPLAYED = new Set(['getMore', 'killCursors', 'endSessions']);

/**
 * A request's command as the API sent it, to send again with no API in between: what the route
 * costs the database alone, the most any API could serve on this machine (docs/performance/README.md).
 * `retryable`: the API sent it as a retryable write, which mongod records in its sessions table.
 */
export function recordedCommand(command, BSON) {
  if (NOT_REPLAYED.has(Object.keys(command)[0])) return undefined;
  const copy = BSON.deserialize(BSON.serialize(command));
  for (const field of DRIVER_FIELDS) delete copy[field];
  return { command: copy, retryable: command.txnNumber !== undefined };
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
 * Sends recorded requests (each a list of recorded commands, in order) from `connections` callers for
 * `durationS` seconds, and answers requests per second, or undefined when a replay fails (an insert
 * whose unique key this cannot renew). A client of its own: a retryable write is sent again as one, with
 * a transaction number this client alone counts, so its sessions must be its own.
 */
export async function replayLoad({ MongoClient, ObjectId, Long }, uri, dbName, requests, { connections, durationS }) {
  if (requests.length === 0) return undefined;
  const client = await MongoClient.connect(uri);
  const db = client.db(dbName);
  const deadline = Date.now() + durationS * 1000;
  let txnNumber = 0;
  let answered = 0;
  let failed = false;
  const caller = async () => {
    const session = client.startSession();
    try {
      while (!failed && Date.now() < deadline) {
        const commands = requests[Math.floor(Math.random() * requests.length)];
        for (const { command, retryable } of commands) {
          const sent = fresh(command, ObjectId);
          await db.command(retryable ? { ...sent, txnNumber: Long.fromNumber((txnNumber += 1)) } : sent, { session });
        }
        answered += 1;
      }
    } catch {
      failed = true;
    } finally {
      await session.endSession();
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, caller));
  } finally {
    await client.close();
  }
  return failed ? undefined : answered / durationS;
}
