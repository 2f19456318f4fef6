import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { MongoMemoryServer } from 'mongodb-memory-server-core';
import { EMBEDDED_REPLICA_SET, startEmbeddedReplicaSet } from './embedded-replica-set';

const launchTimeout = 120_000;
// Each start of mongod under emulation on a busy machine takes up to half a minute.
jest.setTimeout(240_000);

async function withClient<T>(uri: string, use: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

const portOf = (uri: string) => Number(new URL(uri).port);

describe('the embedded MongoDB of npm start', () => {
  let dbPath: string;

  beforeAll(async () => {
    dbPath = await mkdtemp(join(tmpdir(), 'trail-embedded-'));
  });
  afterAll(() => rm(dbPath, { recursive: true, force: true }));

  it('keeps the data of a folder written before it became a replica set, and runs transactions on it', async () => {
    const standalone = await MongoMemoryServer.create({ instance: { dbPath, storageEngine: 'wiredTiger', launchTimeout } });
    await withClient(standalone.getUri(), (client) => client.db('trail').collection('learning').insertOne({ title: 'kept' }));
    await standalone.stop({ doCleanup: false });

    const embedded = await startEmbeddedReplicaSet({ dbPath, launchTimeout });
    try {
      await withClient(embedded.uri, async (client) => {
        const learning = client.db('trail').collection('learning');
        expect(await learning.countDocuments({ title: 'kept' })).toBe(1);
        expect((await client.db('admin').command({ hello: 1 })).setName).toBe(EMBEDDED_REPLICA_SET);
        await client.withSession((session) =>
          session.withTransaction(async () => {
            await learning.insertOne({ title: 'in a transaction' }, { session });
          }),
        );
        expect(await learning.countDocuments()).toBe(2);
      });
    } finally {
      await embedded.stop();
    }
  });

  it('starts again on another port when the last one is taken', async () => {
    const first = await startEmbeddedReplicaSet({ dbPath, launchTimeout });
    const lastPort = portOf(first.uri);
    await first.stop();

    const squatter: Server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => squatter.listen(lastPort, '127.0.0.1', resolve));
    try {
      const second = await startEmbeddedReplicaSet({ dbPath, launchTimeout });
      try {
        expect(portOf(second.uri)).not.toBe(lastPort);
        await withClient(second.uri, async (client) => {
          expect(await client.db('trail').collection('learning').countDocuments()).toBe(2);
          expect((await client.db('admin').command({ hello: 1 })).isWritablePrimary).toBe(true);
        });
      } finally {
        await second.stop();
      }
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
