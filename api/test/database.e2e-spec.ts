import { createTestApp, type TestApp } from './create-test-app';

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

  it('gives each test file a fresh database of its own', async () => {
    expect(t.connection.db!.databaseName).toMatch(/^trail-test-[0-9a-f]{8}$/);
  });
});
