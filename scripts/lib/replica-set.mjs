import { createRequire } from 'node:module';
import { useProvisionedMongod } from './mongodb-binary.mjs';
import { fromRoot } from './paths.mjs';

/**
 * A single-node MongoDB replica set of a test's own, for tests that stop the database and start it
 * again (mongodb-memory-server, as the API's tests use it).
 */
export async function startReplicaSet() {
  useProvisionedMongod();
  const { MongoMemoryReplSet } = createRequire(fromRoot('api', 'package.json'))('mongodb-memory-server-core');
  const replSet = await MongoMemoryReplSet.create({
    replSet: { count: 1, storageEngine: 'wiredTiger' },
    instanceOpts: [{ launchTimeout: 120_000 }],
  });
  const [member] = replSet.servers;
  return {
    uri: replSet.getUri(),
    stopMongod: async () => {
      await member.stop({ doCleanup: false, force: false });
    },
    // The member itself, not the set: the set's start re-sends its config, which a mongod still
    // loading that config refuses. Same port and data, so the one member elects itself again.
    startMongod: () => member.start(true),
    close: async () => {
      await replSet.stop();
    },
  };
}
