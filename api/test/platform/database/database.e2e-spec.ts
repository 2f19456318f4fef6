import { createTestApp, type TestApp } from '../../support/create-test-app';

describe('database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('talks to a real MongoDB server, version 6 or later', async () => {
    const info = await t.connection.db!.admin().command({ buildInfo: 1 });
    const [major] = (info.versionArray as number[]) ?? [];
    expect(typeof info.gitVersion).toBe('string');
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(major).toBeGreaterThanOrEqual(6);
  });

  it('runs as a replica set, as production does, so transactions and change streams work', async () => {
    const hello = await t.connection.db!.admin().command({ hello: 1 });
    expect(hello.setName).toEqual(expect.any(String));
    expect(hello.isWritablePrimary).toBe(true);
  });

  it('streams changes to a collection', async () => {
    const collection = t.connection.db!.collection('change_stream_probe');
    await collection.insertOne({ warmUp: true });
    const stream = collection.watch([{ $match: { operationType: 'insert' } }]);
    try {
      // The first tryNext opens the stream on the server; an insert after that must arrive.
      expect(await stream.tryNext()).toBeNull();
      await collection.insertOne({ title: 'Intro to SQL' });
      const change = (await stream.next()) as { fullDocument?: { title?: string } };
      expect(change.fullDocument?.title).toBe('Intro to SQL');
    } finally {
      await stream.close();
    }
  });

  it('gives each test file a fresh database of its own', async () => {
    expect(t.connection.db!.databaseName).toMatch(/^trail-test-[0-9a-f]{8}$/);
  });
});
