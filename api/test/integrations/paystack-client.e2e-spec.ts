import { loadPaystackConfig } from '../../src/platform/config/paystack.config';
import { PaystackNotConfiguredError, PaystackRequestError, PaystackUnavailableError } from '../../src/integrations/paystack/paystack-errors';
import { PaystackClient } from '../../src/integrations/paystack/paystack.client';
import { LOCAL_PAYSTACK_ACCOUNTS } from '../../../scripts/lib/local-paystack.mjs';
import { chooseAtCheckout, type PaystackTestServer, startPaystackTestServer, TEST_PAYSTACK_SECRET_KEY } from '../support/servers/paystack-test-server';

/** The adapter against a server that speaks, and checks, Paystack's documented contract. */
describe('PaystackClient', () => {
  let paystack: PaystackTestServer;
  let client: PaystackClient;
  const clientFor = (env: Record<string, string>) => new PaystackClient(loadPaystackConfig(env));
  const lastRequest = () => paystack.requests.at(-1);
  const reference = (label: string) => `trail-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    paystack = await startPaystackTestServer({ maxPerPage: 10 });
    client = clientFor(paystack.env);
  });
  afterAll(() => paystack.close());

  describe('transactions', () => {
    it('initializes with the secret key, whole kobo, a unique reference, callback_url and metadata', async () => {
      const ref = reference('pay');
      const init = await client.initializeTransaction({
        email: 'ada@trail.ng', amountKobo: 200_000, reference: ref, callbackUrl: 'http://dashboard.test/payment', metadata: { purpose: 'mentorhour' },
      });
      expect(init.reference).toBe(ref);
      expect(init.authorizationUrl).toBe(`${paystack.url}/checkout/${init.accessCode}`);
      expect(lastRequest()).toEqual(expect.objectContaining({
        method: 'POST',
        path: '/transaction/initialize',
        body: { email: 'ada@trail.ng', amount: 200_000, currency: 'NGN', reference: ref, callback_url: 'http://dashboard.test/payment', metadata: { purpose: 'mentorhour' } },
      }));
      expect(lastRequest()?.headers).toEqual(expect.objectContaining({ authorization: `Bearer ${TEST_PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' }));

      await expect(client.initializeTransaction({ email: 'ada@trail.ng', amountKobo: 5_000, reference: ref, callbackUrl: 'http://dashboard.test/payment' }))
        .rejects.toEqual(new PaystackRequestError('Duplicate Transaction Reference', 400));
    });

    it('verifies: abandoned until paid, then success with the exact amount and a reusable card', async () => {
      const ref = reference('verify');
      const init = await client.initializeTransaction({ email: 'Ngozi@Trail.ng', amountKobo: 399_00, reference: ref, callbackUrl: 'http://dashboard.test/' });
      expect((await client.verifyTransaction(ref)).status).toBe('abandoned');
      await chooseAtCheckout(init.authorizationUrl, 'pay');
      expect(await client.verifyTransaction(ref)).toEqual(expect.objectContaining({
        reference: ref, status: 'success', amountKobo: 39_900, currency: 'NGN', customerEmail: 'ngozi@trail.ng', authorizationCode: expect.stringMatching(/^AUTH_/),
      }));
      expect(lastRequest()?.path).toBe(`/transaction/verify/${ref}`);
      await expect(client.verifyTransaction('no-such-reference')).rejects.toEqual(new PaystackRequestError('Transaction reference not found', 400));
    });

    it('refunds a paid transaction in full or in part', async () => {
      const ref = reference('refund');
      const init = await client.initializeTransaction({ email: 'ada@trail.ng', amountKobo: 200_000, reference: ref, callbackUrl: 'http://dashboard.test/' });
      await chooseAtCheckout(init.authorizationUrl, 'pay');
      const part = await client.refund({ transactionReference: ref, amountKobo: 50_000 });
      expect(part).toEqual({ id: expect.stringMatching(/^\d+$/), status: 'pending', amountKobo: 50_000, transactionReference: ref });
      expect(lastRequest()?.body).toEqual({ transaction: ref, amount: 50_000 });
      await expect(client.refund({ transactionReference: ref, amountKobo: 150_001 })).rejects.toEqual(
        new PaystackRequestError('Refund amount cannot be more than the amount left to refund', 400),
      );
      const rest = await client.refund({ transactionReference: ref });
      expect(rest.amountKobo).toBe(150_000);
      expect(rest.id).not.toBe(part.id);
      await expect(client.refund({ transactionReference: ref })).rejects.toEqual(new PaystackRequestError('Transaction has been fully reversed', 400));
    });

    it("lists a transaction's refunds by its id, over every page, and fetches one by id", async () => {
      const ref = reference('refunds');
      const init = await client.initializeTransaction({ email: 'ada@trail.ng', amountKobo: 200_000, reference: ref, callbackUrl: 'http://dashboard.test/' });
      await chooseAtCheckout(init.authorizationUrl, 'pay');
      const { id: transactionId } = await client.verifyTransaction(ref);
      expect(transactionId).toMatch(/^\d+$/);
      const refunds = [];
      for (let i = 0; i < 12; i += 1) refunds.push(await client.refund({ transactionReference: ref, amountKobo: 1_000 }));

      const listed = await client.listRefunds(transactionId!);
      expect(listed.map((r) => r.id).sort()).toEqual(refunds.map((r) => r.id).sort());
      expect(listed[0]).toEqual({ id: expect.stringMatching(/^\d+$/), status: 'pending', amountKobo: 1_000, transactionReference: undefined });
      expect(paystack.requests.filter((r) => r.method === 'GET' && r.path === '/refund').at(-1)?.query).toEqual({ transaction: transactionId, perPage: '100', page: '2' });
      expect(await client.fetchRefund(refunds[0]!.id!)).toEqual(expect.objectContaining({ id: refunds[0]!.id, amountKobo: 1_000 }));
      await expect(client.fetchRefund('999999')).rejects.toEqual(new PaystackRequestError('Refund not found', 404));
    });

    it('never sends a fractional or negative amount', async () => {
      const before = paystack.requests.length;
      await expect(client.initializeTransaction({ email: 'ada@trail.ng', amountKobo: 2000.5, reference: reference('x'), callbackUrl: 'http://x.test/' })).rejects.toBeInstanceOf(RangeError);
      await expect(client.transfer({ amountKobo: -1, recipientCode: 'RCP_x', reference: reference('x') })).rejects.toBeInstanceOf(RangeError);
      expect(paystack.requests.length).toBe(before);
    });
  });

  describe('banks', () => {
    it('lists Nigerian banks by name, following every page, and keeps the list', async () => {
      const fresh = clientFor(paystack.env);
      const before = paystack.requests.length;
      const banks = await fresh.listBanks();
      const pages = paystack.requests.slice(before);
      expect(pages.length).toBeGreaterThan(1);
      expect(pages[0]).toEqual(expect.objectContaining({ path: '/bank', query: expect.objectContaining({ country: 'nigeria', use_cursor: 'true', perPage: '100' }) }));
      expect(banks).toEqual(expect.arrayContaining([
        { name: 'Access Bank', code: '044' }, { name: 'Guaranty Trust Bank', code: '058' }, { name: 'First Bank of Nigeria', code: '011' },
        { name: 'Zenith Bank', code: '057' }, { name: 'United Bank For Africa', code: '033' }, { name: 'Kuda Bank', code: '50211' },
        { name: 'OPay Digital Services Limited (OPay)', code: '999992' }, { name: 'Moniepoint MFB', code: '50515' },
      ]));
      expect(new Set(banks.map((bank) => bank.code)).size).toBe(banks.length);
      expect(banks.map((bank) => bank.name)).toEqual([...banks.map((bank) => bank.name)].sort((a, b) => a.localeCompare(b)));

      await fresh.listBanks();
      expect(paystack.requests.length).toBe(before + pages.length);
    });

    it('serves its last list while Paystack is unreachable, and says so when it has none', async () => {
      const other = await startPaystackTestServer();
      const expiring = new PaystackClient({ ...loadPaystackConfig(other.env), bankListTtlMs: 0 });
      const banks = await expiring.listBanks();
      await other.close();
      expect(await expiring.listBanks()).toEqual(banks);
      await expect(clientFor(other.env).listBanks()).rejects.toBeInstanceOf(PaystackUnavailableError);
    });

    it('resolves an account number to its holder, and reports one that does not resolve', async () => {
      expect(await client.resolveAccount('0123456789', '058')).toEqual({ accountNumber: '0123456789', accountName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/) });
      expect(lastRequest()).toEqual(expect.objectContaining({ path: '/bank/resolve', query: { account_number: '0123456789', bank_code: '058' } }));
      await expect(client.resolveAccount(LOCAL_PAYSTACK_ACCOUNTS.unresolvable, '058')).rejects.toEqual(
        new PaystackRequestError('Could not resolve account name. Check parameters or try again.', 422),
      );
    });
  });

  describe('transfers', () => {
    it('creates a nuban recipient and queues a transfer from the balance, settled later by a webhook', async () => {
      const recipient = await client.createTransferRecipient({ name: 'Ada Mentor', accountNumber: '0123456789', bankCode: '044' });
      expect(recipient).toEqual({ recipientCode: expect.stringMatching(/^RCP_/), accountName: expect.any(String), bankName: 'Access Bank' });
      expect(lastRequest()?.body).toEqual({ type: 'nuban', name: 'Ada Mentor', account_number: '0123456789', bank_code: '044', currency: 'NGN' });

      const ref = reference('withdrawal');
      const transfer = await client.transfer({ amountKobo: 150_000, recipientCode: recipient.recipientCode, reference: ref, reason: 'Trail earnings' });
      expect(transfer).toEqual({ transferCode: expect.stringMatching(/^TRF_/), reference: ref, status: 'pending', amountKobo: 150_000 });
      expect(lastRequest()?.body).toEqual({ source: 'balance', amount: 150_000, recipient: recipient.recipientCode, reference: ref, currency: 'NGN', reason: 'Trail earnings' });
      await expect(client.transfer({ amountKobo: 150_000, recipientCode: recipient.recipientCode, reference: ref })).rejects.toEqual(
        new PaystackRequestError('Duplicate Transfer Reference', 400),
      );

      await paystack.settled();
      expect((await client.verifyTransfer(ref)).status).toBe('success');
      expect(paystack.deliveries.filter((d) => d.data.reference === ref).map((d) => d.event)).toEqual(['transfer.success']);
    });

    it('fails or reverses transfers to the stand-in\'s documented accounts', async () => {
      for (const [account, outcome] of [[LOCAL_PAYSTACK_ACCOUNTS.transferFails, 'failed'], [LOCAL_PAYSTACK_ACCOUNTS.transferReversed, 'reversed']] as const) {
        const { recipientCode } = await client.createTransferRecipient({ name: 'Test', accountNumber: account, bankCode: '058' });
        const ref = reference(outcome);
        await client.transfer({ amountKobo: 10_000, recipientCode, reference: ref });
        await paystack.settled();
        expect((await client.verifyTransfer(ref)).status).toBe(outcome);
        expect(paystack.deliveries.find((d) => d.data.reference === ref)?.event).toBe(`transfer.${outcome}`);
      }
    });
  });

  describe('plans and subscriptions', () => {
    it('creates and lists plans; paying with a plan starts a subscription that can be disabled', async () => {
      const plan = await client.createPlan({ name: 'Product design pathway (monthly)', amountKobo: 500_000, interval: 'monthly' });
      expect(plan).toEqual({ planCode: expect.stringMatching(/^PLN_/), name: 'Product design pathway (monthly)', amountKobo: 500_000, interval: 'monthly' });
      expect(await client.listPlans()).toContainEqual(plan);

      const ref = reference('sub');
      const init = await client.initializeTransaction({ email: 'sub@trail.ng', amountKobo: 500_000, reference: ref, callbackUrl: 'http://x.test/', planCode: plan.planCode });
      expect(lastRequest()?.body).toEqual(expect.objectContaining({ plan: plan.planCode }));
      await chooseAtCheckout(init.authorizationUrl, 'pay');
      expect((await client.verifyTransaction(ref)).planCode).toBe(plan.planCode);
      await paystack.settled();
      const created = paystack.deliveries.find((d) => d.event === 'subscription.create' && (d.data.customer as { email?: string }).email === 'sub@trail.ng');
      const code = String(created?.data.subscription_code);

      const subscription = await client.fetchSubscription(code);
      expect(subscription).toEqual(expect.objectContaining({ subscriptionCode: code, status: 'active', planCode: plan.planCode, customerEmail: 'sub@trail.ng' }));
      await client.disableSubscription({ code, emailToken: subscription.emailToken });
      expect((await client.fetchSubscription(code)).status).toBe('cancelled');

      const again = await client.createSubscription({ customer: 'sub@trail.ng', planCode: plan.planCode });
      expect(again.status).toBe('active');
      await expect(client.createSubscription({ customer: 'never-paid@trail.ng', planCode: plan.planCode })).rejects.toBeInstanceOf(PaystackRequestError);
    });
  });

  describe('when it cannot work', () => {
    it('refuses to call Paystack without a key, and reports a wrong key or an unreachable Paystack', async () => {
      await expect(clientFor({}).verifyTransaction('x')).rejects.toBeInstanceOf(PaystackNotConfiguredError);
      await expect(clientFor({ ...paystack.env, PAYSTACK_SECRET_KEY: 'sk_test_wrong' }).verifyTransaction('x')).rejects.toEqual(
        new PaystackRequestError('Invalid key', 401),
      );
      await expect(clientFor({ ...paystack.env, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' }).verifyTransaction('x')).rejects.toBeInstanceOf(PaystackUnavailableError);
    });
  });
});
