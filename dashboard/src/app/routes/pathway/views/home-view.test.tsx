import { screen, within } from '@testing-library/react';
import { EMPTY_STATES, type MeetingsResponse } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser, stubLearningApi } from '@/test/learning-fixtures';
import { aMeeting } from '@/test/meeting-fixtures';
import { aPathway, aPathwayResource } from '@/test/pathway-fixtures';
import { renderRoutes } from '@/test/render-routes';
import { jsonResponse } from '@/test/stub-fetch';

const NONE: MeetingsResponse = { upcoming: [], history: [], historyHasMore: false };

async function openHome(role: 'user' | 'mentor', mentee: MeetingsResponse, mentor: MeetingsResponse = NONE, routes: Record<string, unknown> = {}) {
  authToken.set(fakeJwt(3600));
  stubLearningApi({
    'GET /pathways/product-design': aPathway(),
    'GET /pathways/product-design/access': () => jsonResponse({ error: 'Get a plan to open this pathway' }, 402),
    'GET /users/me': { user: aUser({ firstName: 'Ada', role }) },
    'GET /referrals/summary': { code: 'ADA1', signUps: 0, combinedReferrals: 0, earningsKobo: 0 },
    'GET /payments/balance': { withdrawableKobo: 0, totalEarnedKobo: 0, referralEarningsKobo: 0 },
    'GET /meetings/mentee/:id': mentee,
    'GET /meetings/mentor/:id': mentor,
    ...routes,
  });
  await renderRoutes('/pathway');
}

describe('Home view session cards', { timeout: 15_000 }, () => {
  it('shows the next session and at most three in the monthly schedule', async () => {
    const upcoming = [1, 2, 3, 4].map((hours) => aMeeting(hours));
    const inMonth = upcoming.filter((meeting) => new Date(meeting.time).getMonth() === new Date().getMonth()).length;
    await openHome('user', { upcoming, history: [], historyHasMore: false });
    const next = await screen.findByRole('region', { name: 'Next session' });
    expect(await within(next).findByRole('article', { name: 'Session with Tolu' })).toBeInTheDocument();
    const month = screen.getByRole('region', { name: 'This month' });
    expect(within(month).queryAllByRole('listitem')).toHaveLength(Math.min(3, inMonth));
  });

  it('shows a mentor’s latest session, from either side, as the recent session', async () => {
    const taught = aMeeting(-2, { _id: 'taught', as: 'mentor', mentee: { _id: 'u9', firstName: 'Bola', lastName: 'Eze' } });
    await openHome('mentor', { upcoming: [], history: [aMeeting(-30)], historyHasMore: false }, { upcoming: [], history: [taught], historyHasMore: false });
    const recent = await screen.findByRole('region', { name: 'Recent session' });
    expect(await within(recent).findByText('Bola Eze')).toBeInTheDocument();
    expect(within(recent).getAllByRole('listitem')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Next session' })).getByText(EMPTY_STATES.noUpcomingEvent)).toBeInTheDocument();
  });

  it('offers the pathway in the Learning Pathway card to a learner without one', async () => {
    await openHome('user', NONE);
    const card = await screen.findByRole('region', { name: 'Learning Pathway' });
    expect(await within(card).findByText(EMPTY_STATES.noPathway)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Get the Product Design pathway' })).toHaveAttribute('href', '/pathway/product-design');
  });

  it('shows the current section and the progress of a learner with a plan', async () => {
    await openHome('user', NONE, NONE, {
      'GET /pathways/product-design/access': { slug: 'product-design', plan: 2, mode: 'full', grantedAt: new Date().toISOString() },
      'GET /pathways/product-design/resources': [aPathwayResource({ _id: 'r1', state: 'completed' }), aPathwayResource({ _id: 'r2' })],
      'GET /fields/f4/assess/status': { maxAttempts: 3, sections: [], next: null },
    });
    const card = await screen.findByRole('region', { name: 'Learning Pathway' });
    expect(await within(card).findByText('Learning progress: 50%')).toBeInTheDocument();
    expect(within(card).getByText(/^Stage 1 of \d+ - Getting Started With User Experience \(UX\) Design$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continue your pathway' })).toHaveAttribute('href', '/pathway?view=pathway');
  });
});
