import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@trail/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aPathway } from '@/test/pathway-fixtures';
import { renderRoutesAt } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

function stubPathway(answer = () => jsonResponse(aPathway())) {
  return stubFetch((url) => (url.endsWith('/pathways/product-design') ? answer() : jsonResponse({ error: 'Not found' }, 404)));
}

const plan = (name: string) => screen.getByRole('listitem', { name });

afterEach(() => authToken.clear());

describe('the public pathway page', () => {
  it('shows what the learner gets, the numbered sections and the three plans priced in naira', async () => {
    stubPathway();
    renderRoutesAt('/pathway/product-design');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Design' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText('Eight sections of readings and videos', {}, { timeout: 5_000 })).toBeInTheDocument();

    const sections = within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('heading', { level: 3 });
    expect(sections.map((heading) => heading.textContent)).toEqual(['01 Getting Started With User Experience (UX) Design', '02 Understanding Users Through Research']);
    expect(screen.getByText('2 weeks · 2 readings · 1 video')).toBeInTheDocument();

    expect(plan('1 Basic')).toHaveTextContent('₦15,000.00 once');
    expect(plan('2 Premium')).toHaveTextContent('₦45,000.00 once');
    expect(plan('3 Best Value')).toHaveTextContent('₦90,000.00 once');
    expect(plan('2 Premium')).toHaveTextContent('A mentor session a month');
  });

  it('switches the plans to monthly prices with Pay Monthly', async () => {
    stubPathway();
    const user = userEvent.setup();
    renderRoutesAt('/pathway/product-design');
    await user.click(await screen.findByRole('radio', { name: 'Pay Monthly' }, { timeout: 5_000 }));
    expect(plan('1 Basic')).toHaveTextContent('₦5,000.00 a month for 4 months');
    expect(plan('3 Best Value')).toHaveTextContent('₦30,000.00 a month for 4 months');
    await user.click(screen.getByRole('radio', { name: 'Pay in Full' }));
    expect(plan('1 Basic')).toHaveTextContent('₦15,000.00 once');
  });

  it('sends a signed-out visitor to sign in with the reason, and back to the pathway afterwards', async () => {
    const token = fakeJwt(3600);
    stubFetch((url) => {
      if (url.endsWith('/pathways/product-design')) return jsonResponse(aPathway());
      if (url.endsWith('/auth/login')) return jsonResponse({ token, user: { _id: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', role: 'user' } });
      return jsonResponse({ error: 'Not found' }, 404);
    });
    const user = userEvent.setup();
    const { router } = renderRoutesAt('/pathway/product-design');
    await user.click(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 5_000 }));

    expect(await screen.findByText(MESSAGES.loginForPathway, {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    await user.type(screen.getByLabelText('E-mail'), 'a@b.c');
    await user.type(screen.getByLabelText('Password'), 'secret-secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pathway/product-design');
  });

  it('sends a signed-in learner to the wizard’s pathway flow', async () => {
    authToken.set(fakeJwt(3600));
    stubPathway();
    const user = userEvent.setup();
    const { router } = renderRoutesAt('/pathway/product-design');
    await user.click(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 5_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pathway/product-design/start'));
  });

  it('says so when there is no such pathway', async () => {
    stubFetch(() => jsonResponse({ error: 'This pathway does not exist' }, 404));
    renderRoutesAt('/pathway/astrology');
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('We do not have this pathway yet.');
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
  });
});
