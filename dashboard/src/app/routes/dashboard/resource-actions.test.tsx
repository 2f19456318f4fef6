import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPage, aResource, sentBody, stubLearningApi } from '@/test/learning-fixtures';
import { renderPage } from '@/test/render-page';
import { HistoryRoute } from './history';
import { UNDO_MS } from '@/features/learning/pending-removals';
import { RemovalToast } from '@/features/learning/components/removal-toast';

const calls = (fetchMock: ReturnType<typeof stubLearningApi>, method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

function renderHistory() {
  renderPage(<HistoryRoute />);
  render(<RemovalToast />);
}

describe('a saved resource card', () => {
  afterEach(() => vi.useRealTimers());

  it('says when it was saved', async () => {
    stubLearningApi({ 'GET /learning': aPage([aResource({ title: 'Old one', createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString() })]) });
    renderHistory();
    const card = await screen.findByRole('article', { name: /Old one/ });
    expect(within(card).getByText('saved 3 days ago')).toBeInTheDocument();
  });

  it('removes with an Undo that sends nothing, and deletes for good once the toast is gone', async () => {
    const item = aResource({ title: 'Regret this' });
    const fetchMock = stubLearningApi({ 'GET /learning': aPage([item]), 'DELETE /learning/:id': new Response(null, { status: 204 }) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHistory();

    const card = await screen.findByRole('article', { name: /Regret this/ });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('article', { name: /Regret this/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: /Regret this/ })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(UNDO_MS + 100));
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);

    await user.click(within(screen.getByRole('article', { name: /Regret this/ })).getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('status')).toHaveTextContent('Removed “Regret this”.');
    act(() => vi.advanceTimersByTime(UNDO_MS + 100));
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toHaveLength(1));
    expect(String(calls(fetchMock, 'DELETE')[0]?.[0])).toBe(`/api/v1/learning/${item._id}`);
  });

  it('edits title, type and skills, sending only what changed', async () => {
    const item = aResource({ title: 'Typo titel', type: 'Article', microSkill: ['ux'] });
    const fetchMock = stubLearningApi({ 'GET /learning': aPage([item]), 'PUT /learning/:id': { resource: item } });
    const user = userEvent.setup();
    renderHistory();

    const card = await screen.findByRole('article', { name: /Typo titel/ });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit resource' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Typo title');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Video');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls(fetchMock, 'PUT')).toHaveLength(1));
    expect(sentBody(calls(fetchMock, 'PUT')[0]![1]!)).toEqual({ title: 'Typo title', type: 'Video' });
  });

  it('marks a done resource not done', async () => {
    const item = aResource({ title: 'Finished', done: true });
    const fetchMock = stubLearningApi({ 'GET /learning': aPage([item]), 'PUT /learning/:id': { resource: { ...item, done: false } } });
    renderHistory();
    const card = await screen.findByRole('article', { name: /Finished/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Mark not done' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT')).toHaveLength(1));
    expect(sentBody(calls(fetchMock, 'PUT')[0]![1]!)).toEqual({ done: false });
  });
});
