import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PATHWAY_MESSAGES } from '@trail/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { openCheckout } from '@/lib/open-checkout';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser, sentBody, stubLearningApi } from '@/test/learning-fixtures';
import { aPathway } from '@/test/pathway-fixtures';
import { renderRoutesAt } from '@/test/render-app';
import { jsonResponse } from '@/test/stub-fetch';

vi.mock('@/lib/open-checkout', () => ({ openCheckout: vi.fn() }));

afterEach(() => {
  authToken.clear();
  vi.mocked(openCheckout).mockReset();
});

const me = aUser({ firstName: 'Ada', tag: 'Analyst', bio: 'Numbers person.' });
const NO_PLAN = () => jsonResponse({ error: PATHWAY_MESSAGES.needsPlan }, 402);

function openWizard(routes: Record<string, unknown> = {}) {
  authToken.set(fakeJwt(3600));
  const fetchMock = stubLearningApi({
    'GET /users/me': { user: me },
    'GET /pathways/product-design': aPathway(),
    'GET /pathways/product-design/access': NO_PLAN,
    ...routes,
  });
  renderRoutesAt('/pathway/product-design/start');
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubLearningApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(path));

describe('/pathway/:name/start: the wizard’s pathway flow', { timeout: 15_000 }, () => {
  it('goes Experience → Plan → Payment, needs a plan, and sends the chosen plan to Paystack’s checkout', async () => {
    const user = userEvent.setup();
    const fetchMock = openWizard({
      'PUT /users/user-1': { token: fakeJwt(3600), user: { ...me, clarity: 'A portfolio' } },
      'POST /payments/initializetransaction/f4': { data: { authorization_url: 'https://checkout.example/abc', reference: 'trl-1' } },
    });
    expect(await screen.findByLabelText('Title', {}, { timeout: 5_000 })).toHaveValue('Analyst');
    await user.type(screen.getByLabelText(/^Clarity/), 'A portfolio');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Plan' });
    const [[, saved]] = calls(fetchMock, 'PUT', '/users/user-1') as [[string, RequestInit]];
    expect(sentBody(saved)).toEqual({ tag: 'Analyst', bio: 'Numbers person.', clarity: 'A portfolio' });
    expect(screen.getByRole('radio', { name: 'Pay in Full' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PATHWAY_MESSAGES.noPlan);
    await user.click(screen.getByRole('radio', { name: 'Choose Premium' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Ready, set, go!' });
    expect(screen.getByText(/Premium plan, paid in full/)).toHaveTextContent('₦45,000.00');
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    await vi.waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://checkout.example/abc'));
    const [[, paid]] = calls(fetchMock, 'POST', '/payments/initializetransaction/f4') as [[string, RequestInit]];
    expect(sentBody(paid)).toEqual({ plan: 2 });
  });

  it('Pay Monthly: shows the monthly price and months, and starts a subscription for the chosen plan', async () => {
    const user = userEvent.setup();
    const fetchMock = openWizard({ 'POST /payments/subscription/f4': { data: { authorization_url: 'https://checkout.example/monthly', reference: 'trl-2' } } });
    await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5_000 }));
    await user.click(await screen.findByRole('radio', { name: 'Pay Monthly' }));
    await user.click(screen.getByRole('radio', { name: 'Choose Premium' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Ready, set, go!' });
    expect(screen.getByText(/Premium plan, paid monthly/)).toHaveTextContent(/₦15,000\.00 a month for \d+ months/);
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    await vi.waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://checkout.example/monthly'));
    const [[, paid]] = calls(fetchMock, 'POST', '/payments/subscription/f4') as [[string, RequestInit]];
    expect(sentBody(paid)).toEqual({ plan: 2 });
    expect(calls(fetchMock, 'POST', '/payments/initializetransaction/f4')).toHaveLength(0);
  });

  it('needs a title and a bio before the plans', async () => {
    const user = userEvent.setup();
    openWizard();
    await user.clear(await screen.findByLabelText('Bio', {}, { timeout: 5_000 }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillInFields);
    expect(screen.queryByRole('heading', { name: 'Plan' })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal above the button and stays on the Payment step', async () => {
    const user = userEvent.setup();
    openWizard({ 'POST /payments/initializetransaction/f4': () => jsonResponse({ error: 'Please verify your e-mail address first' }, 403) });
    await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5_000 }));
    await user.click(await screen.findByRole('radio', { name: 'Choose Basic' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed to pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your e-mail address first');
    expect(openCheckout).not.toHaveBeenCalled();
  });

  it('does not ask a learner who has the pathway to pay again', async () => {
    openWizard({ 'GET /pathways/product-design/access': { slug: 'product-design', plan: 1, mode: 'full', grantedAt: '2026-11-20T08:00:00.000Z' } });
    expect(await screen.findByText(`${PATHWAY_MESSAGES.alreadyHave}.`, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your pathway' })).toHaveAttribute('href', '/pathway?view=pathway');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('/pathway/paid: Paystack’s return page for a plan', () => {
  const outcome = (state: string, mode = 'full') => ({ state, pathway: { slug: 'product-design', title: 'Product Design' }, plan: 2, mode });
  const openPaid = (state: string, mode = 'full') => {
    authToken.set(fakeJwt(3600));
    stubLearningApi({ 'GET /users/me': { user: me }, 'GET /pathways/payment/trl-1': outcome(state, mode) });
    renderRoutesAt('/pathway/paid?trxref=trl-1&reference=trl-1');
  };

  it('says the pathway is open, and leads to it', async () => {
    openPaid('granted');
    expect(await screen.findByText('Your Product Design pathway is open, on the Premium plan.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/pathway?view=pathway');
  });

  it('says Pay Monthly has started after the first month is paid', async () => {
    openPaid('granted', 'monthly');
    expect(await screen.findByText('Your Product Design pathway is open, on the Premium plan.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/^Pay Monthly: your card is charged once a month/)).toBeInTheDocument();
  });

  it('says a failed payment charged nothing, and offers to try again', async () => {
    openPaid('failed');
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Payment did not go through, so nothing was charged.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pathway/product-design/start');
  });

  it('explains a refunded second payment', async () => {
    openPaid('refunded');
    expect(await screen.findByText(PATHWAY_MESSAGES.duplicateRefunded, {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
