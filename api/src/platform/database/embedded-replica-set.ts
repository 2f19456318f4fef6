import { type Db, type Document, MongoClient, MongoNetworkError, MongoServerError } from 'mongodb';

/** The replica set name the embedded mongod keeps in its data folder. */
export const EMBEDDED_REPLICA_SET = 'trail';

const NOT_YET_INITIALIZED = 94;
const INVALID_REPLICA_SET_CONFIG = 93;
const ALREADY_INITIALIZED = 23;

export interface EmbeddedReplicaSet {
  uri: string;
  stop: () => Promise<void>;
}

/**
 * Starts one mongod as a single-node replica set on a data folder that is kept (transactions and
 * change streams need a replica set). A folder written by a standalone mongod is converted in place,
 * and a folder whose set was initiated on another port is re-pointed at this one.
 */
export async function startEmbeddedReplicaSet({ dbPath, launchTimeout }: { dbPath: string; launchTimeout: number }): Promise<EmbeddedReplicaSet> {
  // Loaded on demand: mongodb-memory-server is a development dependency, absent from production installs.
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const server = await MongoMemoryServer.create({
    instance: { dbPath, storageEngine: 'wiredTiger', replSet: EMBEDDED_REPLICA_SET, launchTimeout },
  });
  const host = `127.0.0.1:${server.instanceInfo!.port}`;
  try {
    await becomePrimary(host, launchTimeout);
  } catch (error) {
    await server.stop({ doCleanup: false });
    throw error;
  }
  return {
    uri: `mongodb://${host}/?replicaSet=${EMBEDDED_REPLICA_SET}`,
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
  };
}

/**
 * Polls until this mongod is the writable primary of its one-member set, initiating the set on a
 * fresh or standalone folder and re-pointing it at this port when it names another. A mongod still
 * loading its stored config may call itself uninitialised, so an "already initialized" answer to
 * the initiate only means: look again.
 */
async function becomePrimary(host: string, timeoutMs: number): Promise<void> {
  const client = await MongoClient.connect(`mongodb://${host}/?directConnection=true`, { serverSelectionTimeoutMS: timeoutMs });
  const admin = client.db('admin');
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (await isWritablePrimary(admin)) return;
      const code = await admin.command({ replSetGetStatus: 1 }).then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof MongoServerError) return error.code;
          ignoreClosedConnection(error);
          return undefined;
        },
      );
      if (code === NOT_YET_INITIALIZED) {
        await admin.command({ replSetInitiate: { _id: EMBEDDED_REPLICA_SET, members: [{ _id: 0, host }] } }).catch(ignoreAlreadyInitialized);
      } else if (code === INVALID_REPLICA_SET_CONFIG) {
        const { config } = (await admin.command({ replSetGetConfig: 1 })) as { config: Document & { members: Document[]; version: number } };
        const member = { ...config.members[0], host };
        // The reconfig changes the member's state, which closes its connections: the next look reconnects.
        await admin.command({ replSetReconfig: { ...config, members: [member], version: config.version + 1 }, force: true }).catch(ignoreClosedConnection);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`the embedded MongoDB did not become primary within ${timeoutMs / 1000} s`);
  } finally {
    await client.close();
  }
}

/** A connection closed by a state change (a reconfig) is a "not yet", not a failure. */
async function isWritablePrimary(admin: Db): Promise<boolean> {
  try {
    return Boolean((await admin.command({ hello: 1 })).isWritablePrimary);
  } catch (error) {
    ignoreClosedConnection(error);
    return false;
  }
}

function ignoreClosedConnection(error: unknown): void {
  if (error instanceof MongoNetworkError) return;
  throw error;
}

function ignoreAlreadyInitialized(error: unknown): void {
  if (error instanceof MongoServerError && error.code === ALREADY_INITIALIZED) return;
  throw error;
}
