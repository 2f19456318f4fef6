import { LOCAL_PAYSTACK_ACCOUNTS } from '../../../scripts/lib/local-paystack.mjs';
import { chooseAtCheckout, type PaystackTestServer, startPaystackTestServer, TEST_PAYSTACK_SECRET_KEY } from '../support/servers/paystack-test-server';

interface Answer {
  status: boolean;
  message: string;
  data?: unknown;
  meta?: unknown;
}

/** The stand-in refuses what Paystack refuses, so a wrong request fails in tests, not in production. */
describe('local Paystack stand-in', () => {
  let paystack: PaystackTestServer;
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${paystack.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${TEST_PAYSTACK_SECRET_KEY}`, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Answer }));

  beforeAll(async () => {
    paystack = await startPaystackTestServer();
  });
  afterAll(() => paystack.close());

  it('needs the secret key as a Bearer token', async () => {
    const missing = await fetch(`${paystack.url}/bank`).then(async (res) => ({ status: res.status, body: await res.json() }));
    expect(missing).toEqual({ status: 401, body: { status: false, message: 'No Authorization Header was found' } });
    expect(await call('GET', '/bank', undefined, { Authorization: 'Bearer sk_test_other' })).toEqual({ status: 401, body: { status: false, message: 'Invalid key' } });
  });

  it('takes JSON bodies only, whole kobo only, and a valid e-mail', async () => {
    expect((await call('POST', '/transaction/initialize', 'email=a@b.ng&amount=100', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(400);
    for (const amount of [100.5, -100, 0, '1e3', 'abc']) {
      expect(await call('POST', '/transaction/initialize', { email: 'a@trail.ng', amount })).toEqual({ status: 400, body: { status: false, message: 'Invalid Amount Sent' } });
    }
    expect((await call('POST', '/transaction/initialize', { email: 'a@trail.ng', amount: '20000' })).status).toBe(200);
    expect((await call('POST', '/transaction/initialize', { email: 'not-an-email', amount: 20000 })).body.message).toBe('Invalid Email Address Passed');
  });

  it('pages the bank list by page number as well as by cursor', async () => {
    const first = await call('GET', '/bank?country=nigeria&perPage=20&page=1');
    const last = await call('GET', '/bank?country=nigeria&perPage=20&page=3');
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta).toEqual({ total: 45, skipped: 0, perPage: 20, page: 1, pageCount: 3 });
    expect(last.body.data).toHaveLength(5);
    expect((await call('GET', '/bank?country=ghana')).body.data).toEqual([]);
  });

  it('refuses transfer references Paystack refuses, and transfers beyond the balance', async () => {
    const { body } = await call('POST', '/transferrecipient', { type: 'nuban', name: 'Ada', account_number: '0123456789', bank_code: '057' });
    const recipient = (body.data as { recipient_code: string }).recipient_code;
    for (const reference of ['short', 'UPPERCASE-reference-0001', 'spaces are not allowed here']) {
      expect((await call('POST', '/transfer', { source: 'balance', amount: 100, recipient, reference })).status).toBe(400);
    }
    expect(await call('POST', '/transfer', { source: 'balance', amount: 10_000_000_000, recipient, reference: 'trail-too-much-000001' })).toEqual({
      status: 400, body: { status: false, message: 'Your balance is not enough to fulfil this request' },
    });
    expect((await call('POST', '/transferrecipient', { type: 'nuban', name: 'Ada', account_number: LOCAL_PAYSTACK_ACCOUNTS.unresolvable, bank_code: '057' })).status).toBe(422);
    expect((await call('POST', '/transferrecipient', { type: 'nuban', name: 'Ada', account_number: '0123456789', bank_code: '999' })).status).toBe(422);
  });

  it('refunds by transaction reference, in part (amount in kobo, as a number or digits) or the rest, never more than is left, and reports each by a refund.processed webhook', async () => {
    const init = await call('POST', '/transaction/initialize', { email: 'ada@trail.ng', amount: 400_000, reference: 'refund-contract-1' });
    expect((await call('POST', '/refund', { transaction: 'refund-contract-1' })).body.message).toBe('Cannot refund a transaction that was not successful');
    await chooseAtCheckout((init.body.data as { authorization_url: string }).authorization_url, 'pay');

    expect(await call('POST', '/refund', {})).toEqual({ status: 400, body: { status: false, message: 'Transaction reference or id is required' } });
    expect((await call('POST', '/refund', { transaction: 'no-such-transaction' })).status).toBe(404);
    const part = await call('POST', '/refund', { transaction: 'refund-contract-1', amount: '200000' });
    expect(part.status).toBe(200);
    expect(part.body).toEqual({
      status: true,
      message: 'Refund has been queued for processing',
      data: expect.objectContaining({ amount: 200_000, status: 'pending', currency: 'NGN', id: expect.any(Number), transaction: expect.objectContaining({ reference: 'refund-contract-1' }) }),
    });
    expect((await call('POST', '/refund', { transaction: 'refund-contract-1', amount: 200_001 })).body.message).toBe('Refund amount cannot be more than the amount left to refund');
    expect((await call('POST', '/refund', { transaction: 'refund-contract-1' })).body.data).toEqual(expect.objectContaining({ amount: 200_000 }));
    expect((await call('POST', '/refund', { transaction: 'refund-contract-1', amount: 1 })).body.message).toBe('Transaction has been fully reversed');

    await paystack.settled();
    const processed = paystack.deliveries.filter((delivery) => delivery.event === 'refund.processed' && delivery.data.transaction_reference === 'refund-contract-1');
    expect(processed.map((delivery) => delivery.data)).toEqual([
      expect.objectContaining({ status: 'processed', amount: 200_000, currency: 'NGN', id: (part.body.data as { id: number }).id, refund_reference: expect.any(String) }),
      expect.objectContaining({ status: 'processed', amount: 200_000 }),
    ]);
  });

  it('lists the refunds of one transaction by its id (not its reference) and fetches one by id, each moving from pending to its outcome', async () => {
    const init = await call('POST', '/transaction/initialize', { email: 'ada@trail.ng', amount: 400_000, reference: 'refund-contract-2' });
    await chooseAtCheckout((init.body.data as { authorization_url: string }).authorization_url, 'pay');
    const transactionId = ((await call('GET', '/transaction/verify/refund-contract-2')).body.data as { id: number }).id;
    const first = (await call('POST', '/refund', { transaction: 'refund-contract-2', amount: 100_000 })).body.data as { id: number };
    paystack.refundOutcome = 'failed';
    const second = (await call('POST', '/refund', { transaction: String(transactionId), amount: 50_000 })).body.data as { id: number };
    paystack.refundOutcome = 'processed';

    const listed = await call('GET', `/refund?transaction=${transactionId}`);
    expect(listed.body).toEqual({
      status: true, message: 'Refunds retrieved', meta: expect.objectContaining({ total: 2, page: 1 }),
      data: [
        expect.objectContaining({ id: second.id, transaction: transactionId, amount: 50_000, status: 'pending', currency: 'NGN' }),
        expect.objectContaining({ id: first.id, transaction: transactionId, amount: 100_000, status: 'pending' }),
      ],
    });
    expect((await call('GET', '/refund?transaction=refund-contract-2')).body.data).toEqual([]);
    expect((await call('GET', `/refund?transaction=${transactionId}&perPage=1&page=2`)).body.data).toEqual([expect.objectContaining({ id: first.id })]);

    await paystack.settled();
    expect((await call('GET', `/refund/${first.id}`)).body).toEqual({ status: true, message: 'Refund retrieved', data: expect.objectContaining({ id: first.id, status: 'processed', transaction: transactionId }) });
    expect(((await call('GET', `/refund/${second.id}`)).body.data as { status: string }).status).toBe('failed');
    expect(paystack.deliveries.filter((d) => d.data.transaction_reference === 'refund-contract-2').map((d) => d.event)).toEqual(['refund.processed', 'refund.failed']);
    expect(await call('GET', '/refund/999999')).toEqual({ status: 404, body: { status: false, message: 'Refund not found' } });
    // A failed refund paid nothing back: its amount can be refunded again.
    expect((await call('POST', '/refund', { transaction: 'refund-contract-2', amount: 300_000 })).status).toBe(200);
  });

  it('on request, acts on the next matching call and loses its answer (502), or is down for it (503)', async () => {
    const init = await call('POST', '/transaction/initialize', { email: 'ada@trail.ng', amount: 400_000, reference: 'refund-contract-3' });
    await chooseAtCheckout((init.body.data as { authorization_url: string }).authorization_url, 'pay');
    const transactionId = ((await call('GET', '/transaction/verify/refund-contract-3')).body.data as { id: number }).id;

    paystack.failNext('POST', '/refund', { handled: true });
    expect(await call('POST', '/refund', { transaction: 'refund-contract-3', amount: 100_000 })).toEqual({ status: 502, body: { status: false, message: 'An error occurred' } });
    paystack.failNext('GET', '/refund');
    expect((await call('GET', `/refund?transaction=${transactionId}`)).status).toBe(503);
    paystack.failNext('POST', '/refund');
    expect((await call('POST', '/refund', { transaction: 'refund-contract-3', amount: 100_000 })).status).toBe(503);

    expect((await call('GET', `/refund?transaction=${transactionId}`)).body.data).toEqual([expect.objectContaining({ amount: 100_000 })]);
  });

  it('shows an unknown checkout link as not found, and a finished one as closed', async () => {
    const unknown = await fetch(`${paystack.url}/checkout/doesnotexist`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Payment not found');

    const { body } = await call('POST', '/transaction/initialize', { email: 'a@trail.ng', amount: 20000 });
    const { authorization_url: checkoutUrl } = body.data as { authorization_url: string };
    const done = await chooseAtCheckout(checkoutUrl, 'pay');
    expect(done.status).toBe(200);
    const closed = await fetch(checkoutUrl);
    expect(closed.status).toBe(410);
    expect(await closed.text()).toContain('This payment is closed');
  });
});
