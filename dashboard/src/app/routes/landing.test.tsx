import { screen, waitFor, within } from '@testing-library/react';
import type { MicroSkill, SkillGroup } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

function skills(group: SkillGroup, count: number): MicroSkill[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `${group}-${index}`,
    name: `${group} skill ${index}`,
    skillGroup: group,
  }));
}

function skillsSection() {
  return screen.getByRole('region', { name: 'Skills we help teams track' });
}

describe('landing page', () => {
  it('lists every skill group from the API with its number of skills', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse([...skills('Data Science', 40), ...skills('Marketing', 3), ...skills('Product Design', 1)]),
    );
    await renderApp('/');

    const section = skillsSection();
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Data Science — 40 skills',
      'Marketing — 3 skills',
      'Product Design — 1 skill',
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/skills', expect.objectContaining({ method: 'GET' }));
  });

  it('shows a loading placeholder until the skills arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    await renderApp('/');

    const section = skillsSection();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading skill groups');
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(jsonResponse(skills('Marketing', 2)));
    expect(await within(section).findByText('Marketing — 2 skills')).toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the API's error message when the skills cannot be loaded", async () => {
    stubFetch(() => jsonResponse({ error: 'The skills list is unavailable right now' }, 503));
    await renderApp('/');

    const section = skillsSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent('The skills list is unavailable right now');
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('tells the user to check their connection when the API cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderApp('/');

    const section = skillsSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Cannot reach Trail. Check your connection and try again.',
    );
  });
});
