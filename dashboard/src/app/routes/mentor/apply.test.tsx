import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MentorApplication } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser } from '@/test/learning-fixtures';
import { dataScience } from '@/test/mentor-fixtures';
import { bodyOf, renderRoutes } from '@/test/render-routes';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

const design = { _id: 'field-pd', name: 'Product Design', slug: 'product-design', description: '' };

function stubApply({ verified = true } = {}) {
  let application: MentorApplication | null = null;
  const fetchMock = stubFetch((url, init) => {
    if (url.endsWith('/users/me?balances=false')) return jsonResponse({ user: aUser({ emailVerified: verified }) });
    if (url.endsWith('/fields')) return jsonResponse([dataScience, design]);
    if (url.endsWith('/mentors/applications/mine')) return jsonResponse({ application });
    if (url.endsWith('/mentors/applications') && init.method === 'POST') {
      if (!verified) return jsonResponse({ error: 'Please confirm your e-mail before applying to mentor' }, 403);
      const body = bodyOf(init) as MentorApplication;
      application = { ...body, _id: 'app-1', status: 'pending', createdAt: '2026-03-01T10:00:00.000Z', applicant: { _id: 'user-1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' } };
      return jsonResponse(application, 201);
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
  return fetchMock;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, { track = true } = {}) {
  if (track) await user.click(await screen.findByRole('checkbox', { name: 'Product Design' }));
  await user.type(await screen.findByLabelText('Job title'), 'Senior Product Designer');
  await user.type(screen.getByLabelText('Bio'), 'I design payments apps in Lagos.');
  await user.type(screen.getByLabelText('Years of experience'), '6');
  await user.type(screen.getByLabelText(/Public profile link/), 'https://www.linkedin.com/in/ada');
  await user.type(screen.getByLabelText('What you can help with'), 'Portfolios and interviews');
}

describe('Become a mentor', { timeout: 15_000 }, () => {
  it('asks for a track, sends the application and then shows it pending', async () => {
    const fetchMock = stubApply();
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    await renderRoutes('/mentor/apply');

    await fillIn(user, { track: false });
    await user.click(screen.getByRole('button', { name: 'Apply to mentor' }));
    expect(screen.getByText('Choose at least one track')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Product Design' }));
    expect(screen.queryByText('Choose at least one track')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply to mentor' }));
    expect(await screen.findByText(/your application to mentor is pending/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Become a mentor' })).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      fieldIds: ['field-pd'],
      tag: 'Senior Product Designer',
      bio: 'I design payments apps in Lagos.',
      yearsOfExperience: 6,
      profileLink: 'https://www.linkedin.com/in/ada',
      helpWith: 'Portfolios and interviews',
    });
  });

  it('shows the refusal of an unconfirmed e-mail with a way to get the link again', async () => {
    stubApply({ verified: false });
    const user = userEvent.setup();
    authToken.set(fakeJwt(3600));
    await renderRoutes('/mentor/apply');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Apply to mentor' }));
    expect(await screen.findByText('Please confirm your e-mail before applying to mentor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });
});
