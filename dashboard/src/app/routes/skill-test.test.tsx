import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SkillTestQuestions, SkillTestResult } from '@trail/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { sentBody, stubLearningApi } from '@/test/learning-fixtures';
import { renderRoutesAt } from '@/test/render-app';
import { jsonResponse } from '@/test/stub-fetch';

const TEST: SkillTestQuestions = {
  fieldId: 'f4',
  version: 1,
  values: ['Creativity', 'Empathy', 'Curiosity', 'Craft', 'Impact', 'Growth'],
  skills: ['User research', 'Visual design'],
  traits: [
    { key: 'empathy', trait: 'Empathy', question: 'I notice quickly when someone is confused.' },
    { key: 'detail', trait: 'Attention to detail', question: 'Small misalignments bother me.' },
  ],
};
const SAVED: SkillTestResult = { fieldId: 'f4', fieldName: 'Product Design', version: 1, values: [], skill: [], trait: [], takenAt: '2026-11-26T01:00:00.000Z' };

function openTest(routes: Record<string, unknown> = {}) {
  authToken.set(fakeJwt(3600));
  const fetchMock = stubLearningApi({
    'GET /fields/product-design': [{ _id: 'f4', name: 'Product Design', slug: 'product-design' }],
    'GET /fields/f4/test': TEST,
    'POST /fields/f4/test': SAVED,
    ...routes,
  });
  return { fetchMock, ...renderRoutesAt('/assess/product-design/test') };
}

const posts = (fetchMock: ReturnType<typeof stubLearningApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/fields/f4/test')) as [string, RequestInit][];

afterEach(() => authToken.clear());

// Many clicks each: a loaded machine needs more than the default 5 s.
describe('/assess/:fieldSlug/test: the skill and personality test', { timeout: 20_000 }, () => {
  it('takes five values in order, skills 0–10 and traits 0–5 step by step, then sends them and links Profile', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openTest();
    expect(await screen.findByText('Step 1 of 3: Values', {}, { timeout: 5_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Empathy' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pick exactly 5 values');
    for (const value of ['Craft', 'Curiosity', 'Impact', 'Growth']) await user.click(screen.getByRole('checkbox', { name: value }));
    expect(screen.getByRole('checkbox', { name: 'Creativity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Step 2 of 3: Skills')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: 'User research' }), { target: { value: '8' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Step 3 of 3: Traits')).toBeInTheDocument();
    await user.click(screen.getAllByRole('radio', { name: '4' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Score every statement from 0 to 5');
    expect(posts(fetchMock)).toHaveLength(0);
    await user.click(screen.getAllByRole('radio', { name: '1' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Your results are saved' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See them on your Profile' })).toHaveAttribute('href', '/pathway?view=profile');
    expect(sentBody(posts(fetchMock)[0]![1])).toEqual({
      values: ['Empathy', 'Craft', 'Curiosity', 'Impact', 'Growth'],
      skill: [
        { name: 'User research', level: 8 },
        { name: 'Visual design', level: 0 },
      ],
      trait: [
        { question: 'I notice quickly when someone is confused.', score: 4 },
        { question: 'Small misalignments bother me.', score: 1 },
      ],
    });
  });

  it('keeps the answers and shows the server’s refusal above the button', async () => {
    const user = userEvent.setup();
    openTest({ 'POST /fields/f4/test': () => jsonResponse({ error: 'values: "Money" is not one of this test’s values' }, 400) });
    await screen.findByText('Step 1 of 3: Values', {}, { timeout: 5_000 });
    for (const value of ['Creativity', 'Empathy', 'Curiosity', 'Craft', 'Impact']) await user.click(screen.getByRole('checkbox', { name: value }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const radio of screen.getAllByRole('radio', { name: '3' })) await user.click(radio);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('values: "Money" is not one of this test’s values'));
    expect(screen.getAllByRole('radio', { name: '3' })[0]).toBeChecked();
  });

  it('says so for a track without a test', async () => {
    openTest({ 'GET /fields/f4/test': () => jsonResponse({ error: 'This track has no skill test yet' }, 404) });
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('This track has no skill test yet');
  });
});
