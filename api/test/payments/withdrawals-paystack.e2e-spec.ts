import { Types } from 'mongoose';
import { LOCAL_PAYSTACK_ACCOUNTS } from '../../../scripts/lib/local-paystack.mjs';
import { PaystackClient } from '../../src/integrations/paystack/paystack.client';
import { ACCOUNTS } from '../../src/payments/ledger/ledger-accounts';
import { LedgerService } from '../../src/payments/ledger/ledger.service';
import { paymentMovements } from '../../src/payments/ledger/money-movements';
import { WithdrawalsService } from '../../src/payments/withdrawals/withdrawals.service';
import type { TestApp } from '../support/create-test-app';
import { createPaystackTestApp } from '../support/servers/paystack-test-app';
import type { PaystackTestServer } from '../support/servers/paystack-test-server';

/** Withdrawals through the real app and the local Paystack: the transfer's outcome comes back as a signed webhook. */
describe('withdrawals through the local Paystack', () => {
  let t: TestApp;
  let paystack: PaystackTestServer;
  let close: () => Promise<void>;
  let ledger: LedgerService;
  let withdrawals: WithdrawalsService;
  let recipient: (accountNumber: string) => Promise<string>;

  beforeAll(async () => {
    ({ t, paystack, close } = await createPaystackTestApp({ transferDelayMs: 50, webhooks: true }));
    ledger = t.app.get(LedgerService);
    withdrawals = t.app.get(WithdrawalsService);
    const client = t.app.get(PaystackClient);
    recipient = async (accountNumber) => (await client.createTransferRecipient({ name: 'Ada Mentor', accountNumber, bankCode: '058' })).recipientCode;
  });
  afterAll(() => close?.());

  const fundedMentor = async () => {
    const mentor = new Types.ObjectId().toString();
    await ledger.post(paymentMovements({ reference: `pay-${mentor}`, amountKobo: 200_000, purpose: 'an hour', mentorId: mentor }, { platformFeeBps: 3_000, referralShareBps: 0 }));
    return mentor;
  };
  const settled = (reference: string) =>
    (async () => {
      for (let i = 0; i < 100; i += 1) {
        if ((await ledger.findByReferencePrefix(`${reference}:`)).length) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no outcome for ${reference}`);
    })();

  it('a transfer.success webhook settles the withdrawal in the ledger', async () => {
    const mentor = await fundedMentor();
    const withdrawal = await withdrawals.withdraw(mentor, 100_000, await recipient('0123456789'));
    await settled(withdrawal.reference);

    expect(paystack.requests.filter((request) => request.path === '/transfer' && request.body?.reference === withdrawal.reference)).toHaveLength(1);
    expect((await ledger.balancesOf(mentor)).withdrawableKobo).toBe(40_000);
    expect(await ledger.findByReferencePrefix(`${withdrawal.reference}:settled`)).toHaveLength(1);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('a transfer.failed webhook gives the money back to the mentor once, however often it is delivered', async () => {
    const mentor = await fundedMentor();
    const withdrawal = await withdrawals.withdraw(mentor, 140_000, await recipient(LOCAL_PAYSTACK_ACCOUNTS.transferFails));
    await settled(withdrawal.reference);
    const failed = paystack.deliveries.find((delivery) => delivery.event === 'transfer.failed' && delivery.data.reference === withdrawal.reference);
    for (let i = 0; i < 5; i += 1) expect((await paystack.sendWebhook('transfer.failed', failed!.data)).status).toBe(200);

    expect((await ledger.balancesOf(mentor)).withdrawableKobo).toBe(140_000);
    expect(await ledger.balanceOf(ACCOUNTS.payoutsPending)).toBe(0);
    expect(await ledger.reconcile()).toEqual([]);
  });
});
