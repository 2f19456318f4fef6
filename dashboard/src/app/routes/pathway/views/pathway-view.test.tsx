import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PathwayResource } from '@trail/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { openCheckout } from '@/lib/open-checkout';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser, stubLearningApi } from '@/test/learning-fixtures';
import { aPathway, aPathwayResource } from '@/test/pathway-fixtures';
import { renderRoutes } from '@/test/render-routes';
import { jsonResponse } from '@/test/stub-fetch';

vi.mock('@/lib/open-checkout', () => ({ openCheckout: vi.fn() }));

const DAY_MS = 86_400_000;
const weekAgo = new Date(Date.now() - 7 * DAY_MS).toISOString();

/** Section 1 has r1 (read), r2 (new), r3 (opened); section 2 has r4 (new). */
function someProgress(): PathwayResource[] {
  return [
    aPathwayResource({ _id: 'r1', title: 'What UX is', state: 'completed', openedAt: weekAgo }),
    aPathwayResource({ _id: 'r2', title: 'Design Thinking 101', article: false, duration: '13 min video' }),
    aPathwayResource({ _id: 'r3', title: 'The UX designer’s role', state: 'pending', openedAt: weekAgo }),
    aPathwayResource({ _id: 'r4', title: 'Interviewing Users', section: 2 }),
  ];
}

/** Section 1 has an assessment; `passed` says whether the learner passed it. */
const assessmentStatus = (passed: boolean) => {
  const section = { section: 1, passed, attempts: passed ? 1 : 0, attemptsLeft: passed ? 2 : 3 };
  return { maxAttempts: 3, sections: [section], next: section };
};

function signedInWith(resources: () => PathwayResource[], routes: Record<string, unknown> = {}) {
  authToken.set(fakeJwt(3600));
  return stubLearningApi({
    'GET /users/me': { user: aUser({ firstName: 'Ada' }) },
    'GET /pathways/product-design': aPathway(),
    'GET /pathways/product-design/access': { slug: 'product-design', plan: 1, mode: 'full', grantedAt: weekAgo, paidUntil: null, renews: false },
    'GET /pathways/product-design/resources': () => new Response(JSON.stringify(resources()), { headers: { 'Content-Type': 'application/json' } }),
    'GET /fields/f4/assess/status': assessmentStatus(true),
    ...routes,
  });
}

const topTasks = () => screen.getByRole('region', { name: 'Top 3 tasks' });
const tasks = () => within(topTasks()).getAllByRole('listitem');

afterEach(() => authToken.clear());

// The first test loads the view's chunks: a loaded machine needs more than the default 5 s.
describe('the Pathway view', { timeout: 15_000 }, () => {
  it('shows the current section, the progress, the weeks left, the top 3 tasks and every section', async () => {
    signedInWith(someProgress);
    await renderRoutes('/pathway?view=pathway');

    const current = await screen.findByRole('region', { name: 'Current section' }, { timeout: 5_000 });
    expect(current).toHaveTextContent('Stage 1 of 2 - Getting Started With User Experience (UX) Design');
    expect(current).toHaveTextContent('1 of 3 resources done');

    const summary = screen.getByRole('region', { name: 'Your pathway' });
    expect(summary).toHaveTextContent('Learning progress: 25%');
    expect(within(summary).getByRole('progressbar')).toHaveAttribute('value', '25');
    expect(summary).toHaveTextContent('0 sections completed · 2 remaining');
    // Started a week ago; section 2 is due 28 days after the start: 21 days, 3 weeks.
    expect(summary).toHaveTextContent('3 weeks left');

    // What the learner opened comes first, then the pathway's order.
    expect(tasks().map((task) => within(task).getByRole('link').textContent)).toEqual(['The UX designer’s role', 'Design Thinking 101', 'Interviewing Users']);
    expect(tasks()[1]).toHaveTextContent('Video · 13 min video · New');

    const sections = within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('listitem');
    expect(sections.map((section) => section.textContent)).toEqual([expect.stringContaining('Current · 1/3 · assessment passed'), expect.stringContaining('Not started · 0/1 · due')]);
  });

  it('keeps a section current while its assessment is not passed, however many resources are read, and links the assessment', async () => {
    const allOfSectionOne = () => someProgress().map((resource) => (resource.section === 1 ? { ...resource, state: 'completed' as const, openedAt: weekAgo } : resource));
    signedInWith(allOfSectionOne, { 'GET /fields/f4/assess/status': assessmentStatus(false) });
    await renderRoutes('/pathway?view=pathway');

    const current = await screen.findByRole('region', { name: 'Current section' }, { timeout: 5_000 });
    expect(current).toHaveTextContent('Stage 1 of 2');
    expect(current).toHaveTextContent('Every resource is done: pass the section assessment to complete it.');
    expect(within(current).getByRole('link', { name: 'Take the assessment' })).toHaveAttribute('href', '/assess/product-design');
    const sections = within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('listitem');
    expect(sections[0]).toHaveTextContent('Current · 3/3 · assessment to pass');
  });

  it('opens the next section once the resources are read and the assessment is passed', async () => {
    signedInWith(() => someProgress().map((resource) => (resource.section === 1 ? { ...resource, state: 'completed' as const, openedAt: weekAgo } : resource)));
    await renderRoutes('/pathway?view=pathway');
    const current = await screen.findByRole('region', { name: 'Current section' }, { timeout: 5_000 });
    expect(current).toHaveTextContent('Stage 2 of 2');
    expect(screen.getByRole('region', { name: 'Your pathway' })).toHaveTextContent('1 section completed · 1 remaining');
  });

  it('without a plan shows the way to one and never asks for the resources', async () => {
    const fetchMock = signedInWith(() => someProgress(), {
      'GET /pathways/product-design/access': () => jsonResponse({ error: 'Get a plan to open this pathway' }, 402),
    });
    await renderRoutes('/pathway?view=pathway');
    expect(await screen.findByRole('link', { name: 'Get the Product Design pathway' }, { timeout: 5_000 })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked.filter((path) => path.endsWith('/pathways/product-design/access'))).not.toEqual([]);
    expect(asked.filter((path) => path.endsWith('/resources'))).toEqual([]);
  });

  it('marks a resource pending when its link is opened, and completed with Mark as read', async () => {
    let resources = someProgress();
    const fetchMock = signedInWith(() => resources, {
      'PUT /users/currentresource/r2': () => {
        resources = resources.map((resource) => (resource._id === 'r2' ? { ...resource, state: 'pending' as const, openedAt: weekAgo } : resource));
        return new Response(JSON.stringify(resources[1]), { headers: { 'Content-Type': 'application/json' } });
      },
      'PUT /users/resource/r3': () => {
        resources = resources.map((resource) => (resource._id === 'r3' ? { ...resource, state: 'completed' as const } : resource));
        return new Response(JSON.stringify(resources[2]), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    const user = userEvent.setup();
    await renderRoutes('/pathway?view=pathway');

    await screen.findByRole('region', { name: 'Top 3 tasks' }, { timeout: 5_000 });
    await user.click(within(topTasks()).getByRole('link', { name: 'Design Thinking 101' }));
    await waitFor(() => expect(within(topTasks()).getByText('Video · 13 min video · In progress')).toBeInTheDocument());

    await user.click(within(topTasks()).getByRole('button', { name: 'Mark as read: The UX designer’s role' }));
    expect(await screen.findByText('Learning progress: 50%')).toBeInTheDocument();
    expect(tasks().map((task) => within(task).getByRole('link').textContent)).toEqual(['Design Thinking 101', 'Interviewing Users']);
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(puts).toEqual(['/api/v1/users/currentresource/r2', '/api/v1/users/resource/r3']);
  });

  it('lists the current section’s resources as Stage X of Y, with its counts and a filter by type', async () => {
    signedInWith(someProgress);
    const user = userEvent.setup();
    await renderRoutes('/pathway?view=pathway');

    const section = await screen.findByRole('region', { name: 'Stage 1 of 2 - Getting Started With User Experience (UX) Design' }, { timeout: 5_000 });
    expect(section).toHaveTextContent('2 readings · 1 video');
    const titles = () => within(within(section).getByRole('list', { name: 'Section resources' })).getAllByRole('link').map((link) => link.textContent);
    expect(titles()).toEqual(['What UX is', 'Design Thinking 101', 'The UX designer’s role']);
    expect(within(section).getAllByRole('button', { name: /^Mark as read: / })).toHaveLength(2);

    await user.click(within(section).getByRole('radio', { name: 'Videos' }));
    expect(titles()).toEqual(['Design Thinking 101']);
    await user.click(within(section).getByRole('radio', { name: 'Readings' }));
    expect(titles()).toEqual(['What UX is', 'The UX designer’s role']);
  });

  it('moves the due dates with the Trail assistant pace, and saves a new choice', async () => {
    const fetchMock = signedInWith(someProgress, {
      'GET /users/assistant/f4': { fieldId: 'f4', rate: 'slow' },
      'POST /users/assistant/f4': { fieldId: 'f4', rate: 'intense' },
    });
    const user = userEvent.setup();
    await renderRoutes('/pathway?view=pathway');

    const slow = await screen.findByRole('radio', { name: 'Slow' }, { timeout: 5_000 });
    await waitFor(() => expect(slow).toBeChecked());
    // Section 2 is due 28 days from the start a week ago; slow makes it 42: 35 days, 5 weeks.
    expect(screen.getByRole('region', { name: 'Your pathway' })).toHaveTextContent('5 weeks left');

    await user.click(screen.getByRole('radio', { name: 'Intense' }));
    // Intense: 21 days from the start, 14 from today.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Your pathway' })).toHaveTextContent('2 weeks left'));
    expect(screen.getByRole('radio', { name: 'Intense' })).toBeChecked();
    const post = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/users/assistant/f4') && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ rate: 'intense' });
  });

  it('says there is no current section once every resource is read', async () => {
    signedInWith(() => someProgress().map((resource) => ({ ...resource, state: 'completed' as const, openedAt: weekAgo })));
    await renderRoutes('/pathway?view=pathway');
    expect(await screen.findByText('No current Section', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your pathway' })).toHaveTextContent('Learning progress: 100%');
    expect(screen.getByText('You have finished every resource of this pathway.')).toBeInTheDocument();
  });

  it('Pay Monthly: shows the next payment, cancels, and then says when the pathway ends', async () => {
    const paidUntil = '2026-12-20T09:00:00.000Z';
    let renews = true;
    const fetchMock = signedInWith(someProgress, {
      'GET /pathways/product-design/access': () =>
        new Response(JSON.stringify({ slug: 'product-design', plan: 2, mode: 'monthly', grantedAt: weekAgo, paidUntil, renews }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      'POST /payments/subscription/f4/cancel': () => {
        renews = false;
        return new Response(JSON.stringify({ paidUntil }), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    const user = userEvent.setup();
    await renderRoutes('/pathway?view=pathway');

    const monthly = await screen.findByRole('region', { name: 'Pay Monthly' }, { timeout: 5_000 });
    expect(monthly).toHaveTextContent('Pay Monthly: next payment 20 December 2026.');
    await user.click(within(monthly).getByRole('button', { name: 'Cancel Pay Monthly' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Pay Monthly' })).toHaveTextContent('Pay Monthly is cancelled: the pathway ends on 20 December 2026.'));
    expect(fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/payments/subscription/f4/cancel') && init?.method === 'POST')).toHaveLength(1);
  });

  it('Pay Monthly: warns of an expiring card and sends the learner to Paystack to change it', async () => {
    const expiringCard = { description: 'visa ending with 4081', expiry: '12/2026' };
    signedInWith(someProgress, {
      'GET /pathways/product-design/access': () =>
        new Response(JSON.stringify({ slug: 'product-design', plan: 2, mode: 'monthly', grantedAt: weekAgo, paidUntil: '2027-01-05T09:00:00.000Z', renews: true, expiringCard }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      'POST /payments/subscription/f4/card': () =>
        new Response(JSON.stringify({ link: 'https://checkout.paystack.com/manage/subscriptions/SUB_1' }), { headers: { 'Content-Type': 'application/json' } }),
    });
    const user = userEvent.setup();
    await renderRoutes('/pathway?view=pathway');

    const monthly = await screen.findByRole('region', { name: 'Pay Monthly' }, { timeout: 5_000 });
    expect(monthly).toHaveTextContent('Your visa ending with 4081 expires at the end of 12/2026. Change the card before 5 January 2027 so your pathway stays open.');
    await user.click(within(monthly).getByRole('button', { name: 'Change card' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('https://checkout.paystack.com/manage/subscriptions/SUB_1'));
  });

  it('shows nothing about Pay Monthly for a plan paid in full', async () => {
    signedInWith(someProgress);
    await renderRoutes('/pathway?view=pathway');
    await screen.findByRole('region', { name: 'Top 3 tasks' }, { timeout: 5_000 });
    expect(screen.queryByRole('region', { name: 'Pay Monthly' })).not.toBeInTheDocument();
  });
});
