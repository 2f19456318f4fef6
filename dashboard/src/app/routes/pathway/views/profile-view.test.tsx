import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SkillTestResult } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser, stubLearningApi } from '@/test/learning-fixtures';
import { bodyOf, renderRoutes } from '@/test/render-routes';

const RESULT: SkillTestResult = {
  fieldId: 'f4',
  fieldName: 'Product Design',
  version: 1,
  values: ['Empathy', 'Craft', 'Curiosity', 'Impact', 'Growth'],
  skill: [
    { name: 'User research', level: 7 },
    { name: 'Visual design', level: 3 },
  ],
  trait: [{ trait: 'Empathy', question: 'I notice quickly when someone is confused or frustrated.', score: 4 }],
  takenAt: '2026-11-20T10:00:00.000Z',
};

function openProfile(role: 'user' | 'mentor' = 'user', results: SkillTestResult[] = []) {
  authToken.set(fakeJwt(3600));
  const user = aUser({ firstName: 'Ada', role, username: 'ada-obi' });
  const fetchMock = stubLearningApi({
    'GET /users/me': { user },
    'GET /users/me/tests': { results },
    'PUT /users/user-1': (_url: URL, init: RequestInit) => ({ token: fakeJwt(7200), user: { ...user, ...(bodyOf(init) as object) } }),
  });
  return { fetchMock, view: renderRoutes('/pathway?view=profile') };
}

const puts = (fetchMock: ReturnType<typeof stubLearningApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

// The first test loads the view's chunks: a loaded machine needs more than the default 5 s.
describe('Profile view', { timeout: 15_000 }, () => {
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

  it('links the skill and personality test when none is taken yet', async () => {
    const { view } = openProfile();
    await view;
    const panel = await screen.findByRole('region', { name: 'Skill and personality test' });
    expect(await within(panel).findByText(/You have not taken the skill and personality test yet/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Take the test' })).toHaveAttribute('href', '/assess/product-design/test');
  });

  it('shows the latest result: values in order, skills out of 10, traits out of 5', async () => {
    const { view } = openProfile('user', [RESULT]);
    await view;
    const result = await screen.findByRole('article', { name: 'Product Design test result' });
    expect(within(within(result).getByRole('list', { name: 'Values' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RESULT.values);
    expect(within(result).getByRole('meter', { name: 'User research: 7 of 10' })).toHaveAttribute('value', '7');
    expect(within(result).getByRole('meter', { name: 'Visual design: 3 of 10' })).toHaveAttribute('max', '10');
    expect(within(result).getByRole('meter', { name: 'Empathy: 4 of 5' })).toHaveAttribute('max', '5');
    expect(screen.getByRole('link', { name: 'Take the test again' })).toHaveAttribute('href', '/assess/product-design/test');
  });
});
