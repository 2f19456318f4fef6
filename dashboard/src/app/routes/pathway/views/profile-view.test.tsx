import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser, stubLearningApi } from '@/test/learning-fixtures';
import { bodyOf, renderRoutes } from '@/test/render-routes';

function openProfile(role: 'user' | 'mentor' = 'user') {
  authToken.set(fakeJwt(3600));
  const user = aUser({ firstName: 'Ada', role, username: 'ada-obi' });
  const fetchMock = stubLearningApi({
    'GET /users/me': { user },
    'PUT /users/user-1': (_url: URL, init: RequestInit) => ({ token: fakeJwt(7200), user: { ...user, ...(bodyOf(init) as object) } }),
  });
  return { fetchMock, view: renderRoutes('/pathway?view=profile') };
}

const puts = (fetchMock: ReturnType<typeof stubLearningApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('Profile view', () => {
  it('asks for a job title or a bio: a username alone is not enough', async () => {
    const { fetchMock, view } = openProfile();
    await view;
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Profile' });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in the fields');
    expect(puts(fetchMock)).toHaveLength(0);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
  });

  it('saves a job title', async () => {
    const { fetchMock, view } = openProfile();
    await view;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Job title'), 'Product designer');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(bodyOf(puts(fetchMock)[0]?.[1])).toEqual({ username: 'ada-obi', tag: 'Product designer' });
  });

  it("links a mentor's public page", async () => {
    const { view } = openProfile('mentor');
    await view;
    expect(await screen.findByRole('link', { name: '/ada-obi' })).toHaveAttribute('href', '/ada-obi');
  });
});
