import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { getConnectionToken, getModelToken, MongooseModule } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { Connection, Model } from 'mongoose';
import { Types } from 'mongoose';
import { ACCOUNTS } from '../../src/payments/ledger/ledger-accounts';
import { LedgerModule } from '../../src/payments/ledger/ledger.module';
import { InsufficientBalanceError, LedgerService } from '../../src/payments/ledger/ledger.service';
import { paymentMovements } from '../../src/payments/ledger/money-movements';
import { Withdrawal, WithdrawalSchema } from '../../src/payments/withdrawals/schemas/withdrawal.schema';
import { TRANSFER_GATEWAY, type TransferGateway, type TransferRequest, type TransferState } from '../../src/payments/withdrawals/transfer-gateway';
import { WithdrawalsService } from '../../src/payments/withdrawals/withdrawals.service';

/** A provider whose answers the test scripts: it can be down, lose a transfer, or answer late. */
class ScriptedProvider implements TransferGateway {
  down = false;
  received = new Map<string, TransferState>();
  requests: TransferRequest[] = [];

  async transfer(request: TransferRequest) {
    this.requests.push(request);
    if (this.down) throw new Error('connect ECONNREFUSED');
    if (this.received.has(request.reference)) throw new Error('Duplicate transfer reference');
    this.received.set(request.reference, 'pending');
    return { transferCode: `TRF_${request.reference}`, state: 'pending' as const };
  }

  async transferState(reference: string) {
    if (this.down) throw new Error('connect ECONNREFUSED');
    return this.received.get(reference) ?? null;
  }
}

const mentor = new Types.ObjectId().toString();
const policy = { platformFeeBps: 3_000, referralShareBps: 1_000 };

describe('Withdrawals: claim, then transfer, then settle or give back', () => {
  let provider: ScriptedProvider;
  let service: WithdrawalsService;
  let ledger: LedgerService;
  let claims: Model<Withdrawal>;
  let close: () => Promise<void>;

  beforeEach(async () => {
    provider = new ScriptedProvider();
    const moduleRef = await Test.createTestingModule({
      imports: [
        MongooseModule.forRoot(process.env.TRAIL_TEST_MONGODB_URI!, { dbName: `trail-wd-${randomUUID().slice(0, 8)}` }),
        LedgerModule,
        MongooseModule.forFeature([{ name: Withdrawal.name, schema: WithdrawalSchema }]),
      ],
      providers: [WithdrawalsService, { provide: TRANSFER_GATEWAY, useValue: provider }],
    }).compile();
    const app = await moduleRef.init();
    claims = app.get<Model<Withdrawal>>(getModelToken(Withdrawal.name));
    await claims.init();
    service = app.get(WithdrawalsService);
    ledger = app.get(LedgerService);
    await ledger.post(paymentMovements({ reference: 'PAY', amountKobo: 200_000, purpose: 'an hour', mentorId: mentor }, policy));
    close = async () => {
      await app.get<Connection>(getConnectionToken()).dropDatabase();
      await app.close();
    };
  });
  afterEach(() => close());

  it('debits at once, asks Paystack once under a unique reference, and settles when Paystack says success (webhook ×10)', async () => {
    const withdrawal = await service.withdraw(mentor, 100_000, 'RCP_1');

    expect(withdrawal.status).toBe('sent');
    expect(provider.requests).toEqual([{ reference: withdrawal.reference, amountKobo: 100_000, recipientCode: 'RCP_1', reason: 'Trail earnings withdrawal' }]);
    expect((await ledger.balancesOf(mentor)).withdrawableKobo).toBe(40_000);

    for (let i = 0; i < 10; i += 1) await service.onTransferOutcome(withdrawal.reference, 'success');

    expect(await ledger.balanceOf(ACCOUNTS.bank)).toBe(100_000);
    expect(await ledger.balanceOf(ACCOUNTS.payoutsPending)).toBe(0);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('a failed or reversed transfer gives the money back exactly once, in any order', async () => {
    const withdrawal = await service.withdraw(mentor, 140_000, 'RCP_1');

    await Promise.all([
      service.onTransferOutcome(withdrawal.reference, 'failed'),
      service.onTransferOutcome(withdrawal.reference, 'reversed'),
      service.onTransferOutcome(withdrawal.reference, 'failed'),
    ]);
    await service.onTransferOutcome(withdrawal.reference, 'success');

    expect((await ledger.balancesOf(mentor)).withdrawableKobo).toBe(140_000);
    expect(await ledger.balanceOf(ACCOUNTS.bank)).toBe(0);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('a bank reversal after a success returns the money from the bank side', async () => {
    const withdrawal = await service.withdraw(mentor, 50_000, 'RCP_1');
    await service.onTransferOutcome(withdrawal.reference, 'success');
    await service.onTransferOutcome(withdrawal.reference, 'reversed');

    expect((await ledger.balancesOf(mentor)).withdrawableKobo).toBe(140_000);
    expect(await ledger.balanceOf(ACCOUNTS.bank)).toBe(0);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('refuses more than the balance and claims nothing', async () => {
    await expect(service.withdraw(mentor, 140_001, 'RCP_1')).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(provider.requests).toEqual([]);
  });

  it('a claim left by a crash or an outage is retried under the same reference, then settled once', async () => {
    provider.down = true;
    const withdrawal = await service.withdraw(mentor, 100_000, 'RCP_1');
    expect(withdrawal.status).toBe('claimed');
    expect((await ledger.balancesOf(mentor)).withdrawableKobo).toBe(40_000);

    provider.down = false;
    const later = new Date(Date.now() + 60_000);
    expect(await service.recover(later, 30_000)).toEqual({ retried: 1, settled: 0, reversed: 0 });
    provider.received.set(withdrawal.reference, 'success');
    expect(await service.recover(new Date(Date.now() + 120_000), 30_000)).toEqual({ retried: 0, settled: 1, reversed: 0 });

    expect(new Set(provider.requests.map((request) => request.reference))).toEqual(new Set([withdrawal.reference]));
    expect(await ledger.balanceOf(ACCOUNTS.bank)).toBe(100_000);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('a claim that never reaches Paystack after five tries is given back to the mentor', async () => {
    provider.down = true;
    const withdrawal = await service.withdraw(mentor, 100_000, 'RCP_1');
    provider.transfer = async () => {
      throw new Error('Paystack is unreachable');
    };
    provider.down = false;
    for (let round = 1; round <= 5; round += 1) await service.recover(new Date(Date.now() + round * 60_000), 30_000);

    expect((await ledger.balancesOf(mentor)).withdrawableKobo).toBe(140_000);
    expect(await ledger.findByReferencePrefix(`${withdrawal.reference}:reversed`)).toHaveLength(1);
    expect(await ledger.reconcile()).toEqual([]);
  });

  it('a success that arrives after the claim was given back moves nothing, and is recorded and logged for an operator once', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      provider.down = true;
      const withdrawal = await service.withdraw(mentor, 100_000, 'RCP_1');
      provider.transfer = async () => {
        throw new Error('Paystack is unreachable');
      };
      provider.down = false;
      for (let round = 1; round <= 5; round += 1) await service.recover(new Date(Date.now() + round * 60_000), 30_000);
      expect((await claims.findOne({ reference: withdrawal.reference }).lean())?.lateSuccessAt).toBeUndefined();

      // Paystack did pay after all, and says so twice.
      await service.onTransferOutcome(withdrawal.reference, 'success');
      await service.onTransferOutcome(withdrawal.reference, 'success');

      const claim = await claims.findOne({ reference: withdrawal.reference }).lean();
      expect(claim).toEqual(expect.objectContaining({ status: 'reversed', outcome: 'failed', lateSuccessAt: expect.any(Date) }));
      const lateLines = errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes(withdrawal.reference));
      expect(lateLines).toEqual([expect.stringMatching(/succeeded after it was given back: 100000 kobo may have been paid twice/)]);
      expect((await ledger.balancesOf(mentor)).withdrawableKobo).toBe(140_000);
      expect(await ledger.reconcile()).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('a success after a bank reversal is late news, not a double payment: nothing is flagged', async () => {
    const withdrawal = await service.withdraw(mentor, 50_000, 'RCP_1');
    await service.onTransferOutcome(withdrawal.reference, 'reversed');
    await service.onTransferOutcome(withdrawal.reference, 'success');
    expect((await claims.findOne({ reference: withdrawal.reference }).lean())?.lateSuccessAt).toBeUndefined();
  });
});
