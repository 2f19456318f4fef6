import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, DISPUTE_MESSAGES, EMPTY_STATES, type MeetingDispute, MESSAGES, type MeetingsResponse } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser, sentBody, stubLearningApi } from '@/test/learning-fixtures';
import { aMeeting } from '@/test/meeting-fixtures';
import { dataScience } from '@/test/mentor-fixtures';
import { renderRoutes } from '@/test/render-routes';
import { jsonResponse } from '@/test/stub-fetch';

const NONE: MeetingsResponse = { upcoming: [], history: [], historyHasMore: false };

async function openSessions(role: 'user' | 'mentor', mentee: MeetingsResponse, mentor: MeetingsResponse = NONE, extra: Record<string, unknown> = {}) {
  authToken.set(fakeJwt(3600));
  const fetchMock = stubLearningApi({
    'GET /users/me': { user: aUser({ firstName: 'Ada', role }) },
    'GET /meetings/mentee/:id': mentee,
    'GET /meetings/mentor/:id': mentor,
    ...extra,
  });
  await renderRoutes('/pathway?view=sessions');
  await screen.findByRole('heading', { level: 1, name: 'Mentorship Session' });
  return fetchMock;
}

const callsTo = (fetchMock: Awaited<ReturnType<typeof openSessions>>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(path));

describe('Mentorship Session view', () => {
  it('shows the empty texts and the become-a-mentor link to a learner with no sessions', async () => {
    const fetchMock = await openSessions('user', NONE, NONE, { 'GET /fields': [dataScience] });
    expect(await screen.findByText(EMPTY_STATES.noUpcomingEvent)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_STATES.noClaritySession)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_STATES.youHaveNoPreviousSession)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a mentor' })).toHaveAttribute('href', '/mentor/apply');
    const tracks = await screen.findByRole('list', { name: 'Mentorship tracks' });
    expect(within(tracks).getByRole('link', { name: 'Data Science' })).toHaveAttribute('href', '/mentor/schedule?field=data-science');
    expect(callsTo(fetchMock, 'GET', '/meetings/mentor/user-1')).toHaveLength(0);
  });

  it('shows the next session with its room, the mentor’s page and the purpose cut at 120 characters', async () => {
    const purpose = `${'x'.repeat(130)}`;
    await openSessions('user', { upcoming: [aMeeting(48, { purpose })], history: [], historyHasMore: false });
    const card = await screen.findByRole('article', { name: 'Session with Tolu' });
    expect(within(card).getByText(/Jitsi Meet/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Join' })).toHaveAttribute('href', 'https://meet.jit.si/trail-room');
    expect(within(card).getByRole('link', { name: 'Tolu Ade' })).toHaveAttribute('href', '/tolu');
    expect(within(card).getByRole('time').textContent).toMatch(/^\w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/);
    const shown = within(card).getByText(/^Xx+…$/).textContent!;
    expect(Array.from(shown)).toHaveLength(120);
    expect(screen.queryByText(EMPTY_STATES.noClaritySession)).not.toBeInTheDocument();
  });

  it('states the refund on the cancel button by how near the session is, and cancels after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = await openSessions('user', { upcoming: [aMeeting(48), aMeeting(2)], history: [], historyHasMore: false }, NONE, {
      'POST /meetings/meeting-48/cancel': aMeeting(48, { state: 'cancelled' }),
    });
    const [late, early] = await screen.findAllByRole('button', { name: 'Session options' });
    await user.click(late!);
    expect(screen.getByRole('menuitem', { name: 'Cancel session (no refund)' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Join' })).toHaveAttribute('href', 'https://meet.jit.si/trail-room');
    expect(screen.getByRole('menuitem', { name: 'Add to calendar' })).toHaveAttribute('download', 'trail-session.ics');
    expect(screen.getByRole('menuitem', { name: "Go to mentor's page" })).toHaveAttribute('href', '/tolu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(early!);
    await user.click(screen.getByRole('menuitem', { name: 'Cancel session (full refund)' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel this session?' });
    expect(confirm).toHaveTextContent('you get your full payment back');
    const listsBefore = callsTo(fetchMock, 'GET', '/meetings/mentee/user-1').length;
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel the session' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/meetings/meeting-48/cancel')).toHaveLength(1));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/meetings/mentee/user-1').length).toBeGreaterThan(listsBefore));
  });

  it('shows the API’s answer when a cancellation is refused', async () => {
    const user = userEvent.setup();
    await openSessions('user', { upcoming: [aMeeting(30)], history: [], historyHasMore: false }, NONE, {
      'POST /meetings/meeting-30/cancel': jsonResponse({ error: BOOKING_MESSAGES.alreadyCancelled }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Session options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancel session (full refund)' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the session' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.alreadyCancelled);
  });

  it('lists history with badges, the other side’s comment, cancellations, and checks an empty comment', async () => {
    const user = userEvent.setup();
    const fetchMock = await openSessions('user', {
      upcoming: [],
      history: [
        aMeeting(-3, { mentorQuery: 'Great questions today.' }),
        aMeeting(-50, { state: 'completed', menteeQuery: 'Thank you!' }),
        aMeeting(-80, { state: 'cancelled', cancellation: { by: 'mentor', at: '2026-01-01T00:00:00.000Z', refundKobo: 200_000 } }),
      ],
      historyHasMore: false,
    }, NONE, { 'PUT /meetings/:id': aMeeting(-3, { state: 'completed' }) });
    const items = within(await screen.findByRole('list', { name: 'Past sessions' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.badge')?.textContent)).toEqual(['Pending', 'Completed', 'Cancelled']);
    expect(within(items[0]!).getByLabelText("Mentor's comment")).toHaveTextContent('Great questions today.');
    expect(within(items[1]!).getByLabelText('Your comment')).toHaveTextContent('Thank you!');
    expect(within(items[1]!).queryByRole('button', { name: 'Send comment' })).not.toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Cancelled by the mentor, ₦2,000.00 refunded.');

    await user.click(within(items[0]!).getByRole('button', { name: 'Send comment' }));
    expect(within(items[0]!).getByRole('alert')).toHaveTextContent(MESSAGES.emptyComment);
    expect(callsTo(fetchMock, 'PUT', '/meetings/meeting--3')).toHaveLength(0);

    await user.type(within(items[0]!).getByLabelText('Your comment'), '  Learned a lot  ');
    await user.click(within(items[0]!).getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/meetings/meeting--3')).toHaveLength(1));
    expect(sentBody(callsTo(fetchMock, 'PUT', '/meetings/meeting--3')[0]![1]!)).toEqual({ menteeQuery: 'Learned a lot' });
  });

  it('lets a learner report a problem with a past session, and only while the 48 hours after it last', async () => {
    const user = userEvent.setup();
    const reported: MeetingDispute = { by: 'mentee', kind: 'wrong-person', details: 'Someone else joined.', at: new Date().toISOString(), status: 'with-admin', answerBy: new Date().toISOString() };
    const fetchMock = await openSessions('user', { upcoming: [], history: [aMeeting(-3), aMeeting(-80)], historyHasMore: false }, NONE, {
      'POST /meetings/:id/dispute': aMeeting(-3, { dispute: reported }),
    });
    const items = within(await screen.findByRole('list', { name: 'Past sessions' })).getAllByRole('listitem');
    expect(within(items[1]!).queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('button', { name: 'Report a problem' }));
    const form = within(items[0]!).getByRole('form', { name: 'Report a problem' });
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(DISPUTE_MESSAGES.detailsNeeded);
    expect(callsTo(fetchMock, 'POST', '/meetings/meeting--3/dispute')).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: 'Someone else came' }));
    await user.type(within(form).getByLabelText('What happened?'), ' Someone else joined. ');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/meetings/meeting--3/dispute')).toHaveLength(1));
    expect(sentBody(callsTo(fetchMock, 'POST', '/meetings/meeting--3/dispute')[0]![1]!)).toEqual({ kind: 'wrong-person', details: 'Someone else joined.' });
  });

  it('shows a mentor the report about them, lets them disagree while they may, and shows a decision with its reason', async () => {
    const user = userEvent.setup();
    const inTwoDays = new Date(Date.now() + 47 * 3_600_000).toISOString();
    const open: MeetingDispute = { by: 'mentee', kind: 'no-show', details: 'I waited 30 minutes.', at: new Date().toISOString(), status: 'open', answerBy: inTwoDays };
    const decided: MeetingDispute = {
      ...open,
      status: 'decided',
      decision: { outcome: 'part-refund', refundKobo: 100_000, reason: 'It started 30 minutes late.', by: 'admin', at: new Date().toISOString() },
    };
    const learner = { _id: 'u9', firstName: 'Bola', lastName: 'Eze' };
    const fetchMock = await openSessions('mentor', NONE, {
      upcoming: [],
      history: [aMeeting(-5, { _id: 'reported', as: 'mentor', mentee: learner, dispute: open }), aMeeting(-30, { _id: 'settled', as: 'mentor', mentee: learner, dispute: decided })],
      historyHasMore: false,
    }, { 'POST /meetings/:id/dispute/answer': aMeeting(-5, { _id: 'reported', as: 'mentor', dispute: { ...open, status: 'with-admin' } }) });
    const items = within(await screen.findByRole('region', { name: 'History as mentor' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('The learner reported that you did not come.');
    expect(within(items[0]!).getByLabelText('Their report')).toHaveTextContent('I waited 30 minutes.');
    expect(items[1]).toHaveTextContent('Decided: ₦1,000.00 refunded to the learner, the rest paid to the mentor. Reason: It started 30 minutes late.');
    expect(within(items[1]!).queryByRole('form')).not.toBeInTheDocument();

    await user.type(within(items[0]!).getByLabelText(/Not what happened/), 'I was in the room on time.');
    await user.click(within(items[0]!).getByRole('button', { name: 'Send my answer' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/meetings/reported/dispute/answer')).toHaveLength(1));
    expect(sentBody(callsTo(fetchMock, 'POST', '/meetings/reported/dispute/answer')[0]![1]!)).toEqual({ details: 'I was in the room on time.' });
  });

  it('shows a mentor both sides, with the learner’s name and no become-a-mentor link', async () => {
    const asMentor = aMeeting(-5, { _id: 'taught', as: 'mentor', mentee: { _id: 'u9', firstName: 'Bola', lastName: 'Eze' } });
    await openSessions('mentor', NONE, { upcoming: [], history: [asMentor], historyHasMore: false });
    const mentorHistory = await screen.findByRole('region', { name: 'History as mentor' });
    expect(within(mentorHistory).getByText('Bola Eze')).toBeInTheDocument();
    expect(within(mentorHistory).queryByRole('link', { name: 'Bola Eze' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'History as learner' })).getByText(EMPTY_STATES.youHaveNoPreviousSession)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a mentor' })).not.toBeInTheDocument();
  });

  it('shows more history on request: the next page after the cursor, announced, with focus on the first new session', async () => {
    const user = userEvent.setup();
    const fetchMock = await openSessions('user', { upcoming: [], history: [aMeeting(-3)], historyHasMore: true, historyCursor: 'page-2' }, NONE, {
      'GET /meetings/mentee/user-1/history': { items: [aMeeting(-50), aMeeting(-80)], hasMore: false },
    });
    const list = await screen.findByRole('list', { name: 'Past sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const [call] = callsTo(fetchMock, 'GET', '/meetings/mentee/user-1/history?cursor=page-2');
    expect(call).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('2 more sessions shown')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveFocus());
  });
});
