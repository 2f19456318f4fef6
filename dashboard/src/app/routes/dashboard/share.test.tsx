import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubLearningApi } from '@/test/learning-fixtures';
import { renderPage } from '@/test/render-page';
import { ShareRoute } from './share';

async function sharedForm(query: string) {
  stubLearningApi();
  renderPage(<ShareRoute />, { path: `/share?${query}` });
  return screen.findByRole('dialog', { name: 'Add a resource' });
}

describe('Share → Trail (/share)', { timeout: 15_000 }, () => {
  it('opens the add-resource form with the link found in the shared text, its title and its guessed type', async () => {
    const dialog = await sharedForm(new URLSearchParams({ title: 'SQL joins explained', text: 'Watch https://youtu.be/xyz' }).toString());
    expect(within(dialog).getByLabelText('Title')).toHaveValue('SQL joins explained');
    expect(within(dialog).getByLabelText('URL link')).toHaveValue('https://youtu.be/xyz');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('Video');
  });

  it('keeps the shared words as the title and asks for the link when none was shared', async () => {
    const dialog = await sharedForm(new URLSearchParams({ text: 'A talk on product discovery' }).toString());
    expect(screen.getByText(/We found no web link/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('A talk on product discovery');
    expect(within(dialog).getByLabelText('URL link')).toHaveValue('');
  });
});
