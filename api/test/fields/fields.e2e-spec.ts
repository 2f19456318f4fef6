import type { Field } from '@trail/shared';
import { createTestApp, type TestApp } from '../support/create-test-app';

const SLUGS = ['product-management', 'data-science', 'software-engineering', 'product-design', 'investment-banking'];

describe('mentorship tracks (fields)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the five tracks, seeded at start, in the footer’s order, to anyone', async () => {
    const res = await t.http().get('/api/v1/fields').expect(200);
    const fields = res.body as Field[];
    expect(fields.map((field) => field.slug)).toEqual(SLUGS);
    expect(fields.map((field) => field.name)).toEqual(['Product Management', 'Data Science', 'Software Engineering', 'Product Design', 'Investment Banking']);
    for (const field of fields) {
      expect(Object.keys(field).sort()).toEqual(['_id', 'description', 'name', 'slug']);
      expect(field.description.length).toBeGreaterThan(10);
    }
  });

  it('seeds idempotently: a second instance on the same database adds nothing and keeps the ids', async () => {
    const before = (await t.http().get('/api/v1/fields').expect(200)).body as Field[];
    const second = await createTestApp({ database: t.connection.name });
    try {
      expect((await second.http().get('/api/v1/fields').expect(200)).body).toEqual(before);
      expect(await t.connection.collection('fields').countDocuments()).toBe(5);
    } finally {
      await second.app.close();
    }
  });

  it('answers one track by slug as a list whose first element has name and _id', async () => {
    const res = await t.http().get('/api/v1/fields/data-science').expect(200);
    expect(res.body).toEqual([expect.objectContaining({ name: 'Data Science', slug: 'data-science', _id: expect.stringMatching(/^[0-9a-f]{24}$/) })]);
  });

  it('answers 404 with an error for an unknown slug', async () => {
    await t.http().get('/api/v1/fields/astrology').expect(404, { error: 'This mentorship track does not exist' });
  });
});
