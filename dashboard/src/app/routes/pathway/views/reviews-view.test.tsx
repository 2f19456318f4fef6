import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssessmentReviewItem } from '@trail/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { aUser, sentBody, stubLearningApi } from '@/test/learning-fixtures';
import { renderRoutes } from '@/test/render-routes';
import { jsonResponse } from '@/test/stub-fetch';

const ITEM: AssessmentReviewItem = {
  attemptId: 'a1',
  questionId: 'q2',
  question: 'Upload your persona sketch.',
  type: 'file',
  section: 1,
  attempt: 1,
  submittedAt: '2026-11-20T10:00:00.000Z',
  learner: { _id: 'u9', name: 'Adaeze Nwosu' },
  file: { name: 'persona.pdf', size: 20_480, contentType: 'application/pdf' },
};

afterEach(() => authToken.clear());

describe('/pathway?view=reviews: a mentor reviews free answers', { timeout: 20_000 }, () => {
  it('lists the waiting answers of the chosen track and sends pass with feedback', async () => {
    authToken.set(fakeJwt(3600));
    let queue = [ITEM];
    const fetchMock = stubLearningApi({
      'GET /users/me': { user: aUser({ firstName: 'Ada', role: 'mentor' }) },
      'GET /fields': [{ _id: 'f4', name: 'Product Design', slug: 'product-design', description: '' }],
      'GET /assessments/reviews': () => ({ data: queue, hasMore: false }),
      'PUT /assessments/reviews/a1/q2': () => {
        queue = [];
        return { ...ITEM, review: { pass: true, feedback: 'Clear goals.', reviewedAt: '2026-11-21T10:00:00.000Z' } };
      },
    });
    const user = userEvent.setup();
    await renderRoutes('/pathway?view=reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Upload your persona sketch.' })).toBeInTheDocument();
    expect(screen.getByText(/Adaeze Nwosu · section 1, attempt 1/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download persona.pdf (20 KB)' })).toBeInTheDocument();
    expect(screen.getByText(/A PDF can carry scripts: open it in your browser's own viewer/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/assessments/reviews?fieldId=f4'))).toBe(true);

    await user.type(screen.getByLabelText('Feedback for the learner'), 'Clear goals.');
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText(/No answers are waiting for you in this track/)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put![1] as RequestInit)).toEqual({ pass: true, feedback: 'Clear goals.' });
  });

  it('shows more waiting answers a page at a time, and the judged ones under Reviewed', async () => {
    authToken.set(fakeJwt(3600));
    const second: AssessmentReviewItem = { ...ITEM, attemptId: 'a2', question: 'Share your prototype link.', type: 'link', file: undefined, answer: 'https://figma.com/p' };
    const judged: AssessmentReviewItem = { ...ITEM, attemptId: 'a0', question: 'Describe your persona.', type: 'text', file: undefined, answer: 'Ngozi, 34.', review: { pass: false, feedback: 'Add her goals.', reviewedAt: '2026-11-21T10:00:00.000Z' } };
    const fetchMock = stubLearningApi({
      'GET /users/me': { user: aUser({ role: 'mentor' }) },
      'GET /fields': [{ _id: 'f4', name: 'Product Design', slug: 'product-design', description: '' }],
      'GET /assessments/reviews': (url: URL) => {
        if (url.searchParams.get('status') === 'reviewed') return { data: [judged], hasMore: false };
        return url.searchParams.get('cursor') === 'c1' ? { data: [second], hasMore: false } : { data: [ITEM], hasMore: true, cursor: 'c1' };
      },
    });
    const user = userEvent.setup();
    await renderRoutes('/pathway?view=reviews');
    expect(await screen.findByRole('heading', { name: 'Upload your persona sketch.' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To review' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Share your prototype link.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload your persona sketch.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('1 more answer shown')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Reviewed' }));
    expect(await screen.findByRole('heading', { name: 'Describe your persona.' })).toBeInTheDocument();
    expect(screen.getByText('Not yet', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByLabelText('Feedback for the learner')).toHaveValue('Add her goals.');
    expect(screen.queryByRole('heading', { name: 'Upload your persona sketch.' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.includes('status=toReview') && url.includes('cursor=c1'))).toBe(true);
    expect(urls.some((url) => url.includes('status=reviewed'))).toBe(true);
  });

  it('shows the API’s refusal for a track the mentor does not review', async () => {
    authToken.set(fakeJwt(3600));
    stubLearningApi({
      'GET /users/me': { user: aUser({ role: 'mentor' }) },
      'GET /fields': [{ _id: 'f4', name: 'Product Design', slug: 'product-design', description: '' }],
      'GET /assessments/reviews': () => jsonResponse({ error: 'Only a mentor of this track, or an admin, can review assessment answers' }, 403),
    });
    await renderRoutes('/pathway?view=reviews');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only a mentor of this track'), { timeout: 5_000 });
  });
});
