import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPage, learningListCalls, pageAfter, resources, stubLearningApi } from '@/test/learning-fixtures';
import { renderPage } from '@/test/render-page';
import { HistoryRoute } from './history';

const filters = () => screen.getByRole('form', { name: 'Filter your history' });
const list = () => screen.getByRole('region', { name: 'Your resources' });

describe('Learning history', () => {
  it('sends the keyword, the lowercased micro skill, the ticked types and the source to the API', async () => {
    const fetchMock = stubLearningApi({ 'GET /learning': aPage(resources(1)) });
    renderPage(<HistoryRoute />);
    await within(list()).findByRole('article');

    await userEvent.type(within(filters()).getByLabelText('Keyword in title'), 'sql');
    await userEvent.type(within(filters()).getByLabelText('Micro skill'), ' Data Cleaning ');
    await userEvent.click(within(filters()).getByRole('checkbox', { name: 'video' }));
    await userEvent.click(within(filters()).getByRole('checkbox', { name: 'course' }));
    await userEvent.type(within(filters()).getByLabelText('Source'), 'youtube.com');
    await userEvent.click(within(filters()).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(learningListCalls(fetchMock)).toHaveLength(2));
    const params = learningListCalls(fetchMock)[1]!;
    expect(Object.fromEntries(params)).toEqual({
      view: 'history',
      q: 'sql',
      skill: 'data cleaning',
      types: 'Video,Course',
      source: 'youtube.com',
      limit: '6',
    });
  }, 15_000);

  it('says nothing has been picked yet when the learner has no resources at all', async () => {
    stubLearningApi();
    renderPage(<HistoryRoute />);
    expect(await within(list()).findByText("We haven't picked anything yet. You can add a resource here manually.")).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: 'Add a resource' })).toBeInTheDocument();
  });

  it('says no resource fits when the filters match nothing', async () => {
    stubLearningApi();
    renderPage(<HistoryRoute />);
    await userEvent.click(within(filters()).getByRole('checkbox', { name: 'podcast' }));
    await userEvent.click(within(filters()).getByRole('button', { name: 'Apply filters' }));
    expect(await within(list()).findByText('No Resource found under these filters')).toBeInTheDocument();
    expect(within(list()).getByText('Sorry, we could not find a resource that fits those filters.')).toBeInTheDocument();
  });

  it('shows 6 resources, fetches the next page with Show more and goes back with Show less', async () => {
    const all = resources(8);
    const fetchMock = stubLearningApi({
      'GET /learning': (url: URL) => {
        const page = pageAfter(url.searchParams.get('cursor'));
        return aPage(all.slice((page - 1) * 6, page * 6), { total: 8, page, limit: 6 });
      },
    });
    renderPage(<HistoryRoute />);
    expect(await within(list()).findAllByRole('article')).toHaveLength(6);

    await userEvent.click(within(list()).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(8));
    expect(learningListCalls(fetchMock).map((params) => params.get('cursor'))).toEqual([null, 'after-page-1']);
    expect(within(list()).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await userEvent.click(within(list()).getByRole('button', { name: 'Show less' }));
    expect(within(list()).getAllByRole('article')).toHaveLength(6);
  });
});
