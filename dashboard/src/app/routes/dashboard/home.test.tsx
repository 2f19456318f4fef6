import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPage, aResource, aTodo, learningListCalls, resources, sentBody, stubLearningApi, stubScreen } from '@/test/learning-fixtures';
import { renderPage } from '@/test/render-page';
import { HomeRoute } from './home';

function panel(name: string) {
  return screen.getByRole('region', { name });
}

async function cardTitles(region: HTMLElement) {
  const cards = await within(region).findAllByRole('article');
  return cards.map((card) => within(card).getByRole('heading').textContent?.replace(' (opens in a new tab)', ''));
}

describe('Home', () => {
  it('greets the learner by first name and shows the four tiles with their counts', async () => {
    stubScreen('wide');
    stubLearningApi({ 'GET /learning/counts': { progress: 4, todos: 2, wishlist: 1, history: 7, reminders: 0 } });
    renderPage(<HomeRoute />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    const tiles = screen.getByRole('list', { name: 'Your learning at a glance' });
    await waitFor(() =>
      expect(within(tiles).getAllByRole('link').map((tile) => tile.textContent)).toEqual([
        '4In Progress',
        '2Learning to-do',
        '1Wishlist',
        '7History',
      ]),
    );
  });

  it('shows the first 3 resources on a wide screen until View all, and hides them again with Hide all', async () => {
    stubScreen('wide');
    const items = resources(5);
    const fetchMock = stubLearningApi({ 'GET /learning': (url: URL) => aPage(url.searchParams.get('view') === 'progress' ? items : []) });
    renderPage(<HomeRoute />);
    const inProgress = panel('In Progress');

    expect(await cardTitles(inProgress)).toEqual(items.slice(0, 3).map((item) => item.title));
    await userEvent.click(within(inProgress).getByRole('button', { name: 'View all' }));
    expect(await cardTitles(inProgress)).toHaveLength(5);
    await userEvent.click(within(inProgress).getByRole('button', { name: 'Hide all' }));
    expect(await cardTitles(inProgress)).toHaveLength(3);
    expect(within(inProgress).queryByRole('button', { name: 'Videos' })).not.toBeInTheDocument();
    expect(learningListCalls(fetchMock).map((params) => params.get('view'))).toEqual(expect.arrayContaining(['progress', 'wishlist']));
  });

  it('on a phone shows 6 resources and filters them with the All, Videos, Courses and Articles chips', async () => {
    stubScreen('phone');
    const items = [
      ...resources(4, { type: 'Video' }),
      aResource({ type: 'Course', title: 'A course' }),
      ...resources(3, { type: 'Article' }),
    ];
    stubLearningApi({ 'GET /learning': (url: URL) => aPage(url.searchParams.get('view') === 'progress' ? items : []) });
    renderPage(<HomeRoute />);
    const inProgress = panel('In Progress');

    expect(await cardTitles(inProgress)).toHaveLength(6);
    await userEvent.click(within(inProgress).getByRole('button', { name: 'Courses' }));
    expect(await cardTitles(inProgress)).toEqual(['A course']);
    expect(within(inProgress).getByRole('button', { name: 'Courses' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(inProgress).getByRole('button', { name: 'Videos' }));
    expect(await cardTitles(inProgress)).toHaveLength(4);
    await userEvent.click(within(inProgress).getByRole('button', { name: 'All' }));
    expect(await cardTitles(inProgress)).toHaveLength(6);
  });

  it('shows loading placeholders until the resources arrive', async () => {
    stubScreen('wide');
    stubLearningApi({ 'GET /learning': () => new Promise(() => undefined) });
    renderPage(<HomeRoute />);
    expect(within(panel('In Progress')).getByRole('status')).toHaveTextContent('Loading your resources');
    expect(within(panel('Wishlist')).getByRole('status')).toHaveTextContent('Loading your wishlist');
  });

  it('offers to add a resource when nothing is in progress, and shows the empty wishlist message', async () => {
    stubScreen('wide');
    stubLearningApi();
    renderPage(<HomeRoute />);
    expect(
      await within(panel('In Progress')).findByText("We haven't picked anything yet. You can add a resource here manually."),
    ).toBeInTheDocument();
    expect(
      await within(panel('Wishlist')).findByText('Your wishlist is empty! Add a resource you would like to go through soon'),
    ).toBeInTheDocument();
  });

  it('truncates long titles on cards (100) and wishlist tiles (70)', async () => {
    stubScreen('wide');
    const long = 'x'.repeat(150);
    stubLearningApi({ 'GET /learning': (url: URL) => aPage([aResource({ title: long, wishList: { state: url.searchParams.get('view') === 'wishlist' } })]) });
    renderPage(<HomeRoute />);
    const [card] = await cardTitles(panel('In Progress'));
    const [tile] = await cardTitles(panel('Wishlist'));
    expect(Array.from(card!)).toHaveLength(100);
    expect(Array.from(tile!)).toHaveLength(70);
    expect(card!.endsWith('…')).toBe(true);
  });

  it('marks a resource done and moves one to the wishlist through the API, then reloads the lists', async () => {
    stubScreen('wide');
    const item = aResource({ title: 'Intro to SQL' });
    const fetchMock = stubLearningApi({
      'GET /learning': (url: URL) => aPage(url.searchParams.get('view') === 'progress' ? [item] : []),
      'PUT /learning/:id': (_url: URL, init: RequestInit) => ({ resource: { ...item, ...(sentBody(init) as object) } }),
    });
    renderPage(<HomeRoute />);
    const card = await within(panel('In Progress')).findByRole('article', { name: /Intro to SQL/ });
    expect(within(card).getByRole('link', { name: /Intro to SQL/ })).toHaveAttribute('target', '_blank');

    const listCallsBefore = learningListCalls(fetchMock).length;
    await userEvent.click(within(card).getByRole('button', { name: 'Move to wishlist' }));
    await waitFor(() => expect(learningListCalls(fetchMock).length).toBeGreaterThan(listCallsBefore));
    await userEvent.click(within(card).getByRole('button', { name: 'Mark done' }));

    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([url]) => String(url))).toEqual([`/api/v1/learning/${item._id}`, `/api/v1/learning/${item._id}`]);
    expect(puts.map(([, init]) => sentBody(init!))).toEqual([{ wishList: { state: true } }, { done: true }]);
  });

  it('shows the first open to-dos in the to-do panel', async () => {
    stubScreen('wide');
    stubLearningApi({ 'GET /todo': { items: [aTodo({ title: 'Finish the SQL course' }), aTodo(), aTodo(), aTodo()] } });
    renderPage(<HomeRoute />);
    const todos = panel('Learning to-do');
    expect(await within(todos).findByRole('checkbox', { name: 'Finish the SQL course' })).not.toBeChecked();
    expect(within(todos).getAllByRole('checkbox')).toHaveLength(3);
  });
});
