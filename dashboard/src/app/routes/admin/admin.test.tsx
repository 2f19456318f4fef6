import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDispute, MentorApplication, UserRole } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser } from '@/test/learning-fixtures';
import { bodyOf, renderRoutes } from '@/test/render-routes';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { ADMIN_ONLY_MESSAGE } from './admin';

function anApplication(id: string, firstName: string, status: MentorApplication['status']): MentorApplication {
  return {
    _id: id,
    status,
    fieldIds: ['field-ds'],
    tag: 'Data Scientist',
    bio: 'Models',
    yearsOfExperience: 5,
    profileLink: 'https://example.com/me',
    helpWith: 'SQL',
    createdAt: '2026-03-01T10:00:00.000Z',
    applicant: { _id: `user-${id}`, firstName, lastName: 'Obi', email: `${firstName.toLowerCase()}@example.com` },
  };
}

const aReport = (): AdminDispute => ({
  meetingId: 'm1',
  startsAt: '2026-12-01T10:00:00.000Z',
  priceKobo: 200_000,
  mentor: { _id: 'user-a0', name: 'Tolu Obi' },
  mentee: { _id: 'u2', name: 'Femi Okoro' },
  dispute: { by: 'mentee', kind: 'cut-short', details: 'It ended after 20 minutes.', at: '2026-12-01T11:30:00.000Z', status: 'with-admin', answerBy: '2026-12-03T11:30:00.000Z' },
});

function stubAdmin(role: UserRole) {
  let reports = [aReport()];
  let refused = [
    { _id: 'r1', paymentReference: 'trl-1', part: 'm9', amountKobo: 200_000, reason: 'Meeting m9 cancelled by the mentor', problem: 'Trail’s fees cannot cover it', tries: 1, at: '2026-12-05T10:00:00.000Z' },
  ];
  let pending = [anApplication('a1', 'Chidi', 'pending'), anApplication('a2', 'Bisi', 'pending')];
  let suspended = false;
  const approved = () => [{ ...anApplication('a0', 'Tolu', 'approved'), suspended }];
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path.endsWith('/users/me')) return jsonResponse({ user: aUser({ role }) });
    if (path.endsWith('/admin/mentor-applications')) {
      return jsonResponse({ applications: new URL(url, 'http://localhost').searchParams.get('status') === 'pending' ? pending : approved() });
    }
    const review = /\/admin\/mentor-applications\/(\w+)\/(approve|reject)$/.exec(path);
    if (review && init.method === 'POST') {
      const decided = pending.find((application) => application._id === review[1]);
      pending = pending.filter((application) => application._id !== review[1]);
      return jsonResponse(decided && { ...decided, status: review[2] === 'approve' ? 'approved' : 'rejected' });
    }
    if (path.endsWith('/admin/disputes')) return jsonResponse({ disputes: reports });
    if (path.endsWith('/admin/refused-refunds')) return jsonResponse(refused);
    if (path.endsWith('/admin/refused-refunds/r1/resolve') && init.method === 'POST') {
      refused = [];
      return jsonResponse({ message: 'The refused refund is marked resolved' });
    }
    if (path.endsWith('/admin/disputes/m1/decide') && init.method === 'POST') {
      reports = [];
      return jsonResponse(aReport());
    }
    const suspension = /\/admin\/mentors\/user-a0\/(suspend|reinstate)$/.exec(path);
    if (suspension) {
      suspended = suspension[1] === 'suspend';
      return jsonResponse({ message: suspended ? 'The mentor is suspended: hidden from discovery, no free hours offered' : 'The mentor is listed again' });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
}

describe('Admin page', { timeout: 15_000 }, () => {
  it('approves one pending application and rejects another with a reason', async () => {
    const fetchMock = stubAdmin('admin');
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    await renderRoutes('/admin');

    const chidi = await screen.findByRole('article', { name: 'Chidi Obi' });
    expect(chidi).toHaveTextContent('chidi@example.com');
    await user.click(within(chidi).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Chidi Obi' })).not.toBeInTheDocument());

    const bisi = screen.getByRole('article', { name: 'Bisi Obi' });
    await user.click(within(bisi).getByRole('button', { name: 'Reject' }));
    await user.type(within(bisi).getByLabelText(/Reason/), 'Please add a public profile we can check');
    await user.click(within(bisi).getByRole('button', { name: 'Send rejection' }));
    expect(await screen.findByText('No applications are waiting.')).toBeInTheDocument();
    const reject = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/a2/reject'));
    expect(bodyOf(reject?.[1])).toEqual({ reason: 'Please add a public profile we can check' });
  });

  it('shows whether each mentor is listed or suspended, and offers the one action that changes it', async () => {
    const fetchMock = stubAdmin('admin');
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    await renderRoutes('/admin');
    const roster = await screen.findByRole('region', { name: 'Mentors' });
    expect(await within(roster).findByText('Listed')).toBeInTheDocument();
    expect(within(roster).queryByRole('button', { name: 'Reinstate Tolu Obi' })).not.toBeInTheDocument();
    await user.click(within(roster).getByRole('button', { name: 'Suspend Tolu Obi' }));
    expect(await within(roster).findByText('Suspended')).toBeInTheDocument();
    await user.click(await within(roster).findByRole('button', { name: 'Reinstate Tolu Obi' }));
    expect(await within(roster).findByText('Listed')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => new URL(String(url), 'http://x').pathname.replace(/^.*\/admin/, ''))).toEqual([
      '/mentors/user-a0/suspend',
      '/mentors/user-a0/reinstate',
    ]);
  });

  it('decides a reported session: a part refund in naira, with a reason both people read', async () => {
    const fetchMock = stubAdmin('admin');
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    await renderRoutes('/admin');
    const reported = await screen.findByRole('region', { name: 'Reported sessions' });
    const report = await within(reported).findByRole('article');
    expect(report).toHaveTextContent('Femi Okoro (learner)');
    expect(report).toHaveTextContent('The session was cut short');
    expect(report).toHaveTextContent('It ended after 20 minutes.');
    await user.click(within(report).getByRole('radio', { name: 'Refund part, the rest to the mentor' }));
    await user.type(within(report).getByLabelText('Naira back to the learner'), '1000');
    await user.type(within(report).getByLabelText(/Reason/), 'It was cut short by the mentor.');
    await user.click(within(report).getByRole('button', { name: 'Decide' }));
    expect(await within(reported).findByText('No reported sessions wait for a decision.')).toBeInTheDocument();
    const decide = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/admin/disputes/m1/decide'));
    expect(bodyOf(decide?.[1])).toEqual({ outcome: 'part-refund', refundNaira: 1000, reason: 'It was cut short by the mentor.' });
  });

  it('lists a refund the ledger refused, and marks it dealt with, with a note', async () => {
    const fetchMock = stubAdmin('admin');
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    await renderRoutes('/admin');
    const section = await screen.findByRole('region', { name: 'Refunds that need a look' });
    const refund = await within(section).findByRole('article');
    expect(refund).toHaveTextContent('₦2,000.00 for payment trl-1');
    expect(refund).toHaveTextContent('Trail’s fees cannot cover it');
    await user.type(within(refund).getByLabelText('What was done about it'), 'Paid back by bank transfer');
    await user.click(within(refund).getByRole('button', { name: 'Mark as dealt with' }));
    expect(await within(section).findByText('No refused refunds.')).toBeInTheDocument();
    const resolve = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/admin/refused-refunds/r1/resolve'));
    expect(bodyOf(resolve?.[1])).toEqual({ note: 'Paid back by bank transfer' });
  });

  it('tells a non-admin the page is not theirs and asks the API for nothing', async () => {
    const fetchMock = stubAdmin('mentor');
    authToken.set(fakeJwt(3600));
    await renderRoutes('/admin');
    expect(await screen.findByText(ADMIN_ONLY_MESSAGE)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/admin/'))).toBe(false);
  });
});
