import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Balances, BankDetails, LedgerEntryView, WithdrawalView } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser, stubLearningApi } from '@/test/learning-fixtures';
import { jsonResponse } from '@/test/stub-fetch';
import { bodyOf, renderRoutes } from '@/test/render-routes';

const balances: Balances = { withdrawableKobo: 1_250_000, pendingKobo: 420_000, totalEarnedKobo: 4_000_000, referralEarningsKobo: 0 };
const banks = [
  { name: 'Access Bank', code: '044' },
  { name: 'Guaranty Trust Bank', code: '058' },
];
const entry = (n: number): LedgerEntryView => ({
  _id: `e${n}`,
  reference: `ref-${n}`,
  kind: 'mentor_credit',
  amountKobo: n * 100_000,
  reason: `Session ${n}`,
  createdAt: `2026-03-${String(10 + (n % 18)).padStart(2, '0')}T10:00:00.000Z`,
});
const withdrawal: WithdrawalView = { _id: 'w1', amountKobo: 500_000, status: 'processing', createdAt: '2026-03-20T09:00:00.000Z' };

type Routes = Parameters<typeof stubLearningApi>[0];

async function openAccount(routes: Routes = {}) {
  authToken.set(fakeJwt(3600));
  const fetchMock = stubLearningApi({
    'GET /users/me': { user: aUser({ firstName: 'Ada', role: 'mentor' }) },
    'GET /payments/balance': balances,
    'GET /payments/pending': [],
    'GET /payments/getbanks': banks,
    'GET /payments/bankdetails': { bankDetails: null },
    'GET /payments/withdrawals': { withdrawals: [], hasMore: false },
    'GET /payments/ledger': { entries: [], hasMore: false },
    ...routes,
  });
  await renderRoutes('/pathway?view=account');
  await screen.findByRole('heading', { level: 1, name: 'Account' });
  return fetchMock;
}

const calls = (fetchMock: Awaited<ReturnType<typeof openAccount>>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).includes(path));

describe('Account view', () => {
  it('shows pending earnings apart from what can be withdrawn, and the day each part arrives', async () => {
    await openAccount({
      'GET /payments/pending': [
        { amountKobo: 140_000, releaseAt: '2026-12-12T11:00:00.000Z' },
        { amountKobo: 140_000, releaseAt: '2026-12-12T15:00:00.000Z' },
        { amountKobo: 140_000, releaseAt: '2026-12-14T09:00:00.000Z' },
      ],
    });
    const pending = await screen.findByRole('region', { name: 'Pending earning' });
    expect(pending).toHaveTextContent('₦4,200.00');
    expect(await within(pending).findByText('₦2,800.00 arrives on 12 December')).toBeInTheDocument();
    expect(within(pending).getByText('₦1,400.00 arrives on 14 December')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Withdrawable earning' })).toHaveTextContent('₦12,500.00');
  });

  it('says that a reported session’s earnings wait for the decision, not for a day', async () => {
    await openAccount({
      'GET /payments/pending': [
        { amountKobo: 140_000, releaseAt: '2026-12-12T11:00:00.000Z' },
        { amountKobo: 140_000, releaseAt: '2026-12-10T11:00:00.000Z', disputed: true },
      ],
    });
    const pending = await screen.findByRole('region', { name: 'Pending earning' });
    expect(await within(pending).findByText('₦1,400.00 arrives on 12 December')).toBeInTheDocument();
    expect(within(pending).getByText('₦1,400.00 waits for the decision on a reported problem')).toBeInTheDocument();
    expect(within(pending).queryByText(/arrives on 10 December/)).toBeNull();
  });

  it('shows earnings in naira and checks the amount before asking the server', async () => {
    const user = userEvent.setup();
    const fetchMock = await openAccount();
    expect(await screen.findByRole('region', { name: 'Withdrawable earning' })).toHaveTextContent('₦12,500.00');
    expect(screen.getByRole('region', { name: 'Total earning' })).toHaveTextContent('₦40,000.00');

    const form = screen.getByRole('form', { name: 'Withdraw' });
    const submit = within(form).getByRole('button', { name: 'Withdraw' });
    await user.click(submit);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please type in an amount');
    await user.type(within(form).getByLabelText('Amount (₦)'), '0');
    await user.click(submit);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please type in a valid amount');
    await user.clear(within(form).getByLabelText('Amount (₦)'));
    await user.type(within(form).getByLabelText('Amount (₦)'), '20000');
    await user.click(submit);
    expect(within(form).getByRole('alert')).toHaveTextContent('Cannot withdraw more than N 12,500');
    expect(calls(fetchMock, 'POST', '/payments/transfer')).toHaveLength(0);
  });

  it('withdraws, says so, and fetches the balance again', async () => {
    const user = userEvent.setup();
    let current = balances;
    const fetchMock = await openAccount({
      'GET /payments/balance': () => current,
      'POST /payments/transfer': () => {
        current = { ...balances, withdrawableKobo: 750_000 };
        return { message: 'Withdrawal Successful', withdrawal };
      },
    });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByLabelText('Amount (₦)'), '5000');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Withdrawal Successful');
    expect(bodyOf(calls(fetchMock, 'POST', '/payments/transfer')[0]?.[1])).toEqual({ amount: 5000 });
    expect(await screen.findByText('₦7,500.00')).toBeInTheDocument();
  });

  it('shows the withdrawal on its way while the server answers, and cannot be sent twice', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = await openAccount({
      'POST /payments/transfer': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByLabelText('Amount (₦)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    const busy = await within(form).findByRole('button', { name: 'Withdrawing…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    answer(jsonResponse({ message: 'Withdrawal Successful', withdrawal }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Withdrawal Successful');
    expect(calls(fetchMock, 'POST', '/payments/transfer')).toHaveLength(1);
  });

  it('says to check the account number when the bank cannot find it', async () => {
    const user = userEvent.setup();
    const fetchMock = await openAccount({
      'POST /payments/resolveaccount': jsonResponse({ error: 'Could not resolve account name. Check parameters or try again.' }, 422),
    });
    const form = await screen.findByRole('form', { name: 'Change bank details' });
    await user.selectOptions(await within(form).findByLabelText('Bank'), 'Access Bank');
    await user.type(within(form).getByLabelText('Account number'), '0000000000');
    expect(await within(form).findByText('Could not resolve account name. Check parameters or try again.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Your Trail password'), 'secret-pass');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Check your Account Number');
    expect(calls(fetchMock, 'PUT', '/payments/bankdetails')).toHaveLength(0);
  });

  it("shows the server's message when a withdrawal is refused", async () => {
    const user = userEvent.setup();
    await openAccount({
      'POST /payments/transfer': jsonResponse({ error: 'Withdrawals are paused until your new bank details are 24 hours old' }, 409),
    });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByLabelText('Amount (₦)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Withdrawals are paused until your new bank details are 24 hours old');
  });

  it('saves bank details after the mentor confirms the name the bank holds', async () => {
    const user = userEvent.setup();
    const saved: BankDetails = { accountName: 'ADA OBI', accountNumberLast4: '6789', bankName: 'Guaranty Trust Bank', bankCode: '058', withdrawalsPausedUntil: '2026-03-21T10:00:00.000Z' };
    const fetchMock = await openAccount({
      'POST /payments/resolveaccount': { accountName: 'ADA OBI' },
      'PUT /payments/bankdetails': { bankDetails: saved },
    });
    const form = await screen.findByRole('form', { name: 'Change bank details' });
    expect(within(form).getByText(/withdrawals wait 24 hours after bank details are added or changed, and we e-mail you/)).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save bank details' });

    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in the fields');
    await user.selectOptions(await within(form).findByLabelText('Bank'), 'Guaranty Trust Bank');
    await user.type(within(form).getByLabelText('Account number'), '12a345');
    expect(within(form).getByLabelText('Account number')).toHaveValue('12345');
    await user.type(within(form).getByLabelText('Your Trail password'), 'secret-pass');
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent('Check your Account Number');
    expect(calls(fetchMock, 'POST', '/payments/resolveaccount')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Account number'), '06789');
    const confirm = await within(form).findByRole('checkbox', { name: 'This account is mine: ADA OBI' });
    expect(bodyOf(calls(fetchMock, 'POST', '/payments/resolveaccount')[0]?.[1])).toEqual({ accountNumber: '1234506789', bankCode: '058' });
    await user.click(save);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please confirm that this account is yours');
    await user.click(confirm);
    await user.click(save);

    expect(await screen.findByText('Your bank details are saved.')).toBeInTheDocument();
    expect(bodyOf(calls(fetchMock, 'PUT', '/payments/bankdetails')[0]?.[1])).toEqual({
      accountNumber: '1234506789',
      accountName: 'ADA OBI',
      bankName: 'Guaranty Trust Bank',
      bankCode: '058',
      password: 'secret-pass',
    });
    expect(screen.getByText('•••••• 6789')).toBeInTheDocument();
    // Even the first account waits a day before a withdrawal (decision 0077), and the panel says until when.
    const until = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(saved.withdrawalsPausedUntil!));
    expect(screen.getByText(`Withdrawals to this account can start on ${until}: we wait 24 hours after bank details are added or changed.`)).toBeInTheDocument();
  });

  it('lists withdrawals with their status and the history newest first, with Show more', async () => {
    const user = userEvent.setup();
    const fetchMock = await openAccount({
      'GET /payments/withdrawals': { withdrawals: [withdrawal], hasMore: false },
      'GET /payments/ledger': (url: URL) =>
        url.searchParams.get('before') === 'e9'
          ? { entries: [entry(8)], hasMore: false }
          : { entries: [entry(10), entry(9)], hasMore: true },
    });
    const withdrawals = await screen.findByRole('region', { name: 'Withdrawals' });
    expect(await within(withdrawals).findByText('On its way')).toBeInTheDocument();
    expect(within(withdrawals).getByText(/₦5,000\.00/)).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History' });
    await within(history).findByText(/Session 10/);
    await user.click(within(history).getByRole('button', { name: 'Show more' }));
    await within(history).findByText(/Session 8/);
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Session 10.*\+₦10,000\.00/),
      expect.stringMatching(/Session 9.*\+₦9,000\.00/),
      expect.stringMatching(/Session 8.*\+₦8,000\.00/),
    ]);
    expect(within(history).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/payments/ledger?limit=10&before=e9')).toHaveLength(1);
  });

  it("shows the API's message to a mentor who has not verified their e-mail", async () => {
    await openAccount({
      'GET /payments/balance': jsonResponse({ error: 'Verify your e-mail address to use this' }, 403),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Verify your e-mail address to use this');
    expect(screen.queryByRole('form', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});

describe('Account view for learners', () => {
  it('is not offered', async () => {
    authToken.set(fakeJwt(3600));
    stubLearningApi({ 'GET /users/me': { user: aUser({ firstName: 'Ada' }) }, 'GET /referrals/summary': { signUps: 0, combinedReferrals: 0, earningsKobo: 0 } });
    await renderRoutes('/pathway?view=account');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ada'));
  });
});
