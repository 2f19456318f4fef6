import { createRequire } from 'node:module';
import { useProvisionedMongod } from './mongodb-binary.mjs';
import { fromRoot } from './paths.mjs';

/**
 * A single-node MongoDB replica set of a test's own, for tests that stop and start the database
 * (mongodb-memory-server as the API's tests use it). `stop({ doCleanup: false })` then `start()`
 * brings it back on the same port and data.
 */
export async function startReplicaSet() {
  useProvisionedMongod();
  const { MongoMemoryReplSet } = createRequire(fromRoot('api', 'package.json'))('mongodb-memory-server-core');
  return MongoMemoryReplSet.create({
    replSet: { count: 1, storageEngine: 'wiredTiger' },
    instanceOpts: [{ launchTimeout: 120_000 }],
  });
}
