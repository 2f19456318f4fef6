import { createHmac } from 'node:crypto';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { scopedEnv } from '../support/servers/scoped-env';

const SECRET = 'sk_test_webhook_secret';
const sign = (raw: string, key = SECRET) => createHmac('sha512', key).update(raw).digest('hex');

/** POST /payments/webhook: only Paystack's signed events get in, and each one only once. */
describe('Paystack webhook', () => {
  let t: TestApp;
  let restoreEnv: () => void;
  const events = () => t.connection.collection('paymentevents');

  beforeAll(async () => {
    const scoped = scopedEnv({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
    restoreEnv = scoped.restore;
    t = await createTestApp({ env: scoped.env });
  });
  afterAll(async () => {
    await t?.close();
    restoreEnv();
  });
  beforeEach(() => events().deleteMany({}));

  const post = (raw: string, signature?: string) => {
    const req = t.http().post('/api/v1/payments/webhook').set('Content-Type', 'application/json');
    return (signature === undefined ? req : req.set('x-paystack-signature', signature)).send(raw);
  };
  const charge = (reference: string, amount = 200_000) =>
    JSON.stringify({ event: 'charge.success', data: { id: 302961, status: 'success', reference, amount, currency: 'NGN', customer: { email: 'ada@trail.ng' } } });

  it('records a correctly signed event and answers 200', async () => {
    const raw = charge('ref-good');
    const res = await post(raw, sign(raw)).expect(200);
    expect(res.body).toEqual({ received: true });
    const stored = await events().find().toArray();
    expect(stored).toEqual([expect.objectContaining({ event: 'charge.success', reference: 'ref-good', data: JSON.parse(raw).data, receivedAt: expect.any(Date) })]);
  });

  it('answers 401 and stores nothing for a missing, wrong or foreign signature', async () => {
    const raw = charge('ref-bad');
    for (const signature of [undefined, '', 'deadbeef', sign(raw, 'sk_test_someone_else'), sign(raw).replace(/.$/, (c) => (c === '0' ? '1' : '0'))]) {
      const res = await post(raw, signature).expect(401);
      expect(res.body).toEqual({ error: 'Invalid Paystack signature' });
    }
    expect(await events().countDocuments()).toBe(0);
  });

  it('answers 401 when the body was altered after signing', async () => {
    const original = charge('ref-altered', 200_000);
    const altered = charge('ref-altered', 20_000_000);
    await post(altered, sign(original)).expect(401);
    // Even a change JSON parsing would hide (spacing) breaks the signature: the raw bytes are what is signed.
    await post(original.replace('{"event"', '{ "event"'), sign(original)).expect(401);
    expect(await events().countDocuments()).toBe(0);
  });

  it('stores an event delivered ten times once, in sequence and all at once', async () => {
    const raw = charge('ref-replayed');
    for (let i = 0; i < 10; i += 1) await post(raw, sign(raw)).expect(200);
    const concurrent = charge('ref-concurrent');
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(concurrent, sign(concurrent))));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(await events().countDocuments({ reference: 'ref-replayed' })).toBe(1);
    expect(await events().countDocuments({ reference: 'ref-concurrent' })).toBe(1);
  });

  it('keys each event by what it happened to: transfer reference, subscription code, invoice code', async () => {
    const deliveries = [
      { event: 'transfer.success', data: { reference: 'wd-0001-aaaaaaaaaa', transfer_code: 'TRF_1', amount: 150_000, status: 'success' } },
      { event: 'transfer.reversed', data: { reference: 'wd-0001-aaaaaaaaaa', transfer_code: 'TRF_1', amount: 150_000, status: 'reversed' } },
      { event: 'transfer.failed', data: { reference: 'wd-0002-aaaaaaaaaa', transfer_code: 'TRF_2', amount: 10_000, status: 'failed' } },
      { event: 'subscription.create', data: { subscription_code: 'SUB_1', status: 'active' } },
      { event: 'subscription.disable', data: { subscription_code: 'SUB_1', status: 'cancelled' } },
      { event: 'invoice.payment_failed', data: { invoice_code: 'INV_1', subscription: { subscription_code: 'SUB_1' } } },
    ];
    for (const delivery of [...deliveries, ...deliveries]) {
      const raw = JSON.stringify(delivery);
      await post(raw, sign(raw)).expect(200);
    }
    const stored = await events().find({}, { projection: { _id: 0, event: 1, reference: 1 } }).sort({ receivedAt: 1 }).toArray();
    expect(stored).toEqual([
      { event: 'transfer.success', reference: 'wd-0001-aaaaaaaaaa' },
      { event: 'transfer.reversed', reference: 'wd-0001-aaaaaaaaaa' },
      { event: 'transfer.failed', reference: 'wd-0002-aaaaaaaaaa' },
      { event: 'subscription.create', reference: 'SUB_1' },
      { event: 'subscription.disable', reference: 'SUB_1' },
      { event: 'invoice.payment_failed', reference: 'INV_1' },
    ]);
  });

  it('answers 200 to signed events Trail does not act on, without storing them', async () => {
    const raw = JSON.stringify({ event: 'customeridentification.success', data: { customer_code: 'CUS_1' } });
    await post(raw, sign(raw)).expect(200);
    expect(await events().countDocuments()).toBe(0);
  });

  it('answers 400 to a signed event without its reference or data', async () => {
    for (const body of [{ event: 'charge.success', data: { amount: 100 } }, { event: 'charge.success' }, { data: { reference: 'x' } }]) {
      const raw = JSON.stringify(body);
      const res = await post(raw, sign(raw)).expect(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect(await events().countDocuments()).toBe(0);
  });
});
