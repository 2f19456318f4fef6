import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPage, aResource, sentBody, stubLearningApi } from '@/test/learning-fixtures';
import { renderPage } from '@/test/render-page';
import { WishlistRoute } from './wishlist';

describe('Wishlist', () => {
  it('shows the empty-wishlist message', async () => {
    stubLearningApi();
    renderPage(<WishlistRoute />);
    expect(await screen.findByText('Your wishlist is empty! Add a resource you would like to go through soon')).toBeInTheDocument();
  });

  it('moves an item to learning', async () => {
    const item = aResource({ title: 'Design systems 101', wishList: { state: true } });
    const fetchMock = stubLearningApi({
      'GET /learning': aPage([item]),
      'PUT /learning/:id': { resource: { ...item, wishList: { state: false } } },
    });
    renderPage(<WishlistRoute />);
    const card = await screen.findByRole('article', { name: /Design systems 101/ });
    expect(within(card).queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Move to learning' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(url)).toBe(`/api/v1/learning/${item._id}`);
    expect(sentBody(init!)).toEqual({ wishList: { state: false } });
  });

  it('opens the add-resource form with WishList chosen', async () => {
    stubLearningApi();
    renderPage(<WishlistRoute />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'WishList' })).toBeChecked();
  });
});
