import { MESSAGES } from '@trail/shared';
import { createTestApp, type TestApp } from '../support/create-test-app';

describe('POST /mailinglist', () => {
  let t: TestApp;
  const entries = () => t.connection.collection('mailinglist');
  const join = (body: object) => t.http().post('/api/v1/mailinglist').send(body);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds an e-mail without signing in, on the waitlist by default, without whitespace and lowercased', async () => {
    const res = await join({ email: ' Ada.Obi @Example.com ' }).expect(201);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(await entries().find({ email: 'ada.obi@example.com' }, { projection: { _id: 0, email: 1, reason: 1 } }).toArray())
      .toEqual([{ email: 'ada.obi@example.com', reason: 'waitlist' }]);
  });

  it('stores the same e-mail and reason once, answering 201 both times, even at once', async () => {
    const body = { email: 'twice@example.com', reason: 'Subscribe' };
    const answers = await Promise.all([join(body), join(body), join({ ...body, email: 'TWICE@example.com' })]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(await entries().countDocuments({ email: 'twice@example.com', reason: 'Subscribe' })).toBe(1);
  });

  it('keeps one entry per reason for the same e-mail', async () => {
    await join({ email: 'both@example.com', reason: 'Bank' }).expect(201);
    await join({ email: 'both@example.com', reason: 'Subscribe' }).expect(201);
    expect(await entries().countDocuments({ email: 'both@example.com' })).toBe(2);
  });

  it.each([
    [{}], [{ email: '' }], [{ email: 'ada' }], [{ email: 'ada@example' }], [{ email: { $gt: '' } }], [{ email: 42 }],
    [{ email: `${'a'.repeat(250)}@example.com` }],
  ])('refuses %j with the spec\'s message and stores nothing', async (body) => {
    const before = await entries().countDocuments();
    const res = await join(body).expect(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidEmail });
    expect(await entries().countDocuments()).toBe(before);
  });

  it('refuses an unknown reason or field', async () => {
    expect((await join({ email: 'a@example.com', reason: 'Spam' }).expect(400)).body.error).toContain('reason must be one of');
    expect((await join({ email: 'a@example.com', admin: true }).expect(400)).body.error).toContain('property admin should not exist');
  });
});
