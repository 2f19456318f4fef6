import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPage, aResource, learningListCalls, stubLearningApi } from '@/test/learning-fixtures';
import { renderPage } from '@/test/render-page';
import { ResourceSearch } from './resource-search';

describe('resource search', () => {
  it('searches saved resources by title or source and shows result cards', async () => {
    const fetchMock = stubLearningApi({ 'GET /learning': aPage([aResource({ title: 'SQL joins explained' })]) });
    renderPage(<ResourceSearch />);
    expect(learningListCalls(fetchMock)).toEqual([]);

    await userEvent.type(screen.getByRole('searchbox', { name: /Search your resources/ }), ' youtube.com {Enter}');
    const results = await screen.findByRole('region', { name: 'Results for “youtube.com”' });
    expect(await within(results).findByRole('article', { name: /SQL joins explained/ })).toBeInTheDocument();
    const [params] = learningListCalls(fetchMock);
    expect(params?.get('q')).toBe('youtube.com');
    expect(params?.get('view')).toBe('history');
  });

  it('offers to add the resource by hand when nothing matches, with the search as its title', async () => {
    stubLearningApi();
    renderPage(<ResourceSearch />);
    await userEvent.type(screen.getByRole('searchbox'), 'kubernetes{Enter}');
    expect(await screen.findByText("We couldn't find that resource. You can add a resource here manually")).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a resource' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('kubernetes');
  });
});
