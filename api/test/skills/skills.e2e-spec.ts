import { SKILL_GROUPS } from '@trail/shared';
import { SkillsService } from '../../src/skills/skills.service';
import { createTestApp, type TestApp } from '../support/create-test-app';

describe('GET /api/v1/skills', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists at least 200 seeded micro skills, each with a name and a known group', async () => {
    const res = await t.http().get('/api/v1/skills').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(200);
    for (const skill of res.body) {
      expect(skill).toEqual({ _id: expect.any(String), name: expect.any(String), skillGroup: expect.any(String) });
      expect(SKILL_GROUPS).toContain(skill.skillGroup);
    }
    const groups = new Set(res.body.map((s: { skillGroup: string }) => s.skillGroup));
    expect([...groups].sort()).toEqual([...SKILL_GROUPS].sort());
  });

  it('lets clients cache the list for an hour', async () => {
    const res = await t.http().get('/api/v1/skills').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never stores a skill twice, however often the seed runs', async () => {
    const before = await t.connection.collection('microskills').countDocuments();
    await t.app.get(SkillsService).onApplicationBootstrap();
    expect(await t.connection.collection('microskills').countDocuments()).toBe(before);
  });
});
