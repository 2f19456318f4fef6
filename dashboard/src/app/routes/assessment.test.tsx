import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHWAY_MESSAGES, type AssessmentQuestion, type AssessmentResult, type AssessmentStatusResponse } from '@trail/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { sentBody, stubLearningApi } from '@/test/learning-fixtures';
import { renderRoutesAt } from '@/test/render-app';
import { jsonResponse } from '@/test/stub-fetch';

const section = { title: 'Getting Started With User Experience (UX) Design', no: 1, sub: ['What UX is', 'Design thinking'] };
const question = (id: string, type: AssessmentQuestion['type'], text: string, options: string[] = []): AssessmentQuestion => ({
  _id: id,
  question: text,
  type,
  options,
  img: [],
  sub: 'What UX is',
  section,
});
const QUESTIONS = [
  question('q1', 'obj', 'What does UX stand for?', ['User Experience', 'User Exchange', 'Unique Experience', 'Universal Export']),
  question('q2', 'check', 'Which are stages of design thinking?', ['Empathise', 'Define', 'Invoice', 'Test']),
  question('q3', 'text', 'Which UX role suits you, and why?'),
];
const RESULT: AssessmentResult = {
  data: { section: 1, score: 100, passed: true, correct: 2, marked: 2, forReview: 1, attempt: 1, attemptsLeft: 2, sectionCompleted: true },
  result: [{ title: 'What UX is', pass: true }],
  congratulations: 'Congratulations! You passed Getting Started With User Experience (UX) Design.',
  text: 'You answered 2 of 2 questions right (100 %). A mentor will read your written answers.',
};
const statusWith = (attempts: number): AssessmentStatusResponse => {
  const section = { section: 1, passed: false, attempts, attemptsLeft: 3 - attempts };
  return { maxAttempts: 3, sections: [section], next: section };
};

function openAssessment(routes: Record<string, unknown> = {}) {
  authToken.set(fakeJwt(3600));
  const fetchMock = stubLearningApi({
    'GET /fields/product-design': [{ _id: 'f4', name: 'Product Design', slug: 'product-design' }],
    'GET /fields/f4/assess': { data: QUESTIONS },
    'GET /fields/f4/assess/status': statusWith(1),
    'POST /fields/f4/assess': RESULT,
    ...routes,
  });
  const rendered = renderRoutesAt('/assess/product-design');
  return { fetchMock, ...rendered };
}

const posts = (fetchMock: ReturnType<typeof stubLearningApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/fields/f4/assess')) as [string, RequestInit][];

afterEach(() => {
  authToken.clear();
  localStorage.clear();
});

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 5_000 }));
  await user.click(await screen.findByRole('radio', { name: 'User Experience' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('checkbox', { name: 'Test' }));
  await user.click(screen.getByRole('checkbox', { name: 'Empathise' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByLabelText('Your answer'), 'Research: I like asking why.');
}

// Many clicks each: a loaded machine needs more than the default 5 s.
describe('/assess/:fieldSlug: the section assessment', { timeout: 20_000 }, () => {
  it('loads the questions only on Get Started, goes Next to Submit with progress marks, and shows the marked result', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = openAssessment();
    expect(await screen.findByText(/About 40 minutes of multiple choice and open-ended questions/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/assess'))).toBe(false);
    expect(await screen.findByText('Section 1: 2 of 3 attempts left.')).toBeInTheDocument();

    await answerAll(user);
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Progress marks' })).toHaveTextContent('100% reached');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(RESULT.congratulations)).toBeInTheDocument();
    expect(screen.getByText('What UX is: passed')).toBeInTheDocument();
    expect(screen.getByText('Section 1 is complete: the next section is open.')).toBeInTheDocument();
    expect(sentBody(posts(fetchMock)[0]![1])).toEqual({
      assessment: [
        { question: 'q1', answer: 'User Experience' },
        { question: 'q2', answers: ['Empathise', 'Test'] },
        { question: 'q3', answer: 'Research: I like asking why.' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/pathway?view=pathway'));
  });

  it('shows a submit error above the button and keeps the answers, even across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = openAssessment({ 'POST /fields/f4/assess': () => jsonResponse({ error: 'Trail is busy, try again in a moment' }, 503) });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trail is busy, try again in a moment');
    expect(screen.getByLabelText('Your answer')).toHaveValue('Research: I like asking why.');

    unmount();
    openAssessment();
    await user.click(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 5_000 }));
    expect(await screen.findByRole('radio', { name: 'User Experience' })).toBeChecked();
  });

  it('Skip Test asks first; Yes marks what is answered and goes home', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = openAssessment();
    await user.click(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 5_000 }));
    await user.click(await screen.findByRole('radio', { name: 'User Experience' }));
    await user.click(screen.getByRole('button', { name: 'Skip Test' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(posts(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Skip Test' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/pathway?view=pathway'));
    expect(sentBody(posts(fetchMock)[0]![1])).toEqual({ assessment: [{ question: 'q1', answer: 'User Experience' }] });
  });

  it('sends a learner without a plan to the plans', async () => {
    const user = userEvent.setup();
    openAssessment({ 'GET /fields/f4/assess': () => jsonResponse({ error: PATHWAY_MESSAGES.needsPlan }, 402) });
    await user.click(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 5_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PATHWAY_MESSAGES.needsPlan);
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pathway/product-design');
  });

  it('says when no re-takes are left and does not start the test', async () => {
    openAssessment({ 'GET /fields/f4/assess/status': statusWith(3) });
    expect(await screen.findByText('You have used all 3 attempts at section 1’s assessment: there are no re-takes left.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeDisabled();
  });

  it('after a failed attempt, says how many re-takes are left', async () => {
    const user = userEvent.setup();
    const failed: AssessmentResult = { ...RESULT, data: { ...RESULT.data, passed: false, score: 0, attempt: 2, attemptsLeft: 1, sectionCompleted: false }, congratulations: 'Not yet.' };
    openAssessment({ 'POST /fields/f4/assess': failed });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Re-takes left: 1.')).toBeInTheDocument();
    expect(screen.queryByText(/is complete/)).not.toBeInTheDocument();
  });
});
