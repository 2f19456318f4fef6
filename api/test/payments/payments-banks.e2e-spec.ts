import { createTestApp, type TestApp } from '../support/create-test-app';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import { scopedEnv } from '../support/servers/scoped-env';
import type { PaystackTestServer } from '../support/servers/paystack-test-server';

/** GET /payments/getbanks (spec §7): `[{ name, code }]` from the adapter's daily copy of Paystack's list. */
describe('GET /payments/getbanks', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, paystack, close } = await createPaystackTestApp());
  });
  afterAll(() => close?.());

  it('lists real Nigerian banks with their codes, name and code only, to anyone', async () => {
    const { body } = await t.http().get('/api/v1/payments/getbanks').expect(200);
    expect(body).toEqual(expect.arrayContaining([
      { name: 'Access Bank', code: '044' },
      { name: 'Guaranty Trust Bank', code: '058' },
      { name: 'Zenith Bank', code: '057' },
      { name: 'Kuda Bank', code: '50211' },
      { name: 'Moniepoint MFB', code: '50515' },
    ]));
    expect(body.length).toBeGreaterThan(30);
    expect(body.every((bank: object) => Object.keys(bank).join() === 'name,code')).toBe(true);
  });

  it('asks Paystack once and then answers from its copy, even while Paystack is down', async () => {
    const asked = () => paystack.requests.filter((request) => request.path === '/bank').length;
    const before = asked();
    const first = await t.http().get('/api/v1/payments/getbanks').expect(200);
    await paystack.close();
    const second = await t.http().get('/api/v1/payments/getbanks').expect(200);
    expect(second.body).toEqual(first.body);
    expect(asked()).toBe(before);
  });
});

describe('GET /payments/getbanks without Paystack', () => {
  let t: TestApp;
  let restoreEnv: () => void;
  afterEach(async () => {
    await t?.close();
    restoreEnv();
  });

  it('answers 503 when payments are not configured', async () => {
    const scoped = scopedEnv({ PAYSTACK_SECRET_KEY: '' });
    restoreEnv = scoped.restore;
    t = await createTestApp({ env: scoped.env });
    expect((await t.http().get('/api/v1/payments/getbanks').expect(503)).body).toEqual({ error: 'Payments are not configured' });
    const webhook = await t.http().post('/api/v1/payments/webhook').send({ event: 'charge.success', data: { reference: 'x' } }).expect(503);
    expect(webhook.body).toEqual({ error: 'Payments are not configured' });
  });

  it('answers 502 when Paystack cannot be reached and no list is kept yet', async () => {
    const scoped = scopedEnv({ PAYSTACK_SECRET_KEY: 'sk_test_unreachable', PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
    restoreEnv = scoped.restore;
    t = await createTestApp({ env: scoped.env });
    const res = await t.http().get('/api/v1/payments/getbanks').expect(502);
    expect(res.body).toEqual({ error: 'Paystack could not be reached. Please try again.' });
  });
});
