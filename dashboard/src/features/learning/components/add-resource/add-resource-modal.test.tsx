import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aResource, sentBody, stubLearningApi } from '@/test/learning-fixtures';
import { renderPage } from '@/test/render-page';
import { jsonResponse } from '@/test/stub-fetch';
import { AddResourceButton } from './add-resource-button';
import type { AddResourcePreset } from './add-resource-presets';

async function openModal(preset: AddResourcePreset = 'learning') {
  renderPage(<AddResourceButton preset={preset}>Add resource</AddResourceButton>);
  await userEvent.click(screen.getByRole('button', { name: 'Add resource' }));
  return screen.findByRole('dialog', { name: 'Add a resource' });
}

function postedBodies(fetchMock: ReturnType<typeof stubLearningApi>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => sentBody(init!));
}

describe('add-resource modal', () => {
  it('saves a resource with its type guessed from the URL, its micro skills and the chosen list', async () => {
    const fetchMock = stubLearningApi({ 'POST /learning': () => jsonResponse({ resource: aResource(), alreadySaved: false }, 201) });
    const dialog = await openModal();

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Pandas in 10 minutes');
    await userEvent.type(within(dialog).getByLabelText('URL link'), 'https://www.youtube.com/watch?v=abc');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('Video');
    const skillInput = within(dialog).getByLabelText('Micro skills');
    await userEvent.type(skillInput, ' Data Cleaning {Enter}');
    await userEvent.type(skillInput, 'data cleaning{Enter}');
    await userEvent.type(skillInput, '   {Enter}');
    await userEvent.type(skillInput, 'Pandas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add skill' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove pandas' }));
    await userEvent.type(skillInput, 'numpy{Enter}');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'WishList' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save resource' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postedBodies(fetchMock)).toEqual([
      {
        title: 'Pandas in 10 minutes',
        link: 'https://www.youtube.com/watch?v=abc',
        type: 'Video',
        microSkill: ['data cleaning', 'numpy'],
        wishList: { state: true },
        reminder: { state: false },
      },
    ]);
  }, 20_000);

  it.each([
    ['learning', false, false],
    ['wishlist', true, false],
    ['reminder', false, true],
  ] as const)('opens with the %s preset', async (preset, wishList, reminder) => {
    stubLearningApi();
    const dialog = await openModal(preset);
    expect(within(dialog).getByRole('radio', { name: 'WishList' })).toHaveProperty('checked', wishList);
    expect(within(dialog).getByRole('radio', { name: 'Learning' })).toHaveProperty('checked', !wishList);
    expect(within(dialog).getByLabelText('Remind me weekly')).toHaveProperty('checked', reminder);
  });

  it('asks for the missing fields and a real link before sending anything', async () => {
    const fetchMock = stubLearningApi();
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save resource' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in the fields');

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Notes');
    await userEvent.type(within(dialog).getByLabelText('URL link'), 'not a link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save resource' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the full link, starting with https://');
    expect(postedBodies(fetchMock)).toEqual([]);
  });

  it("shows the server's error above the form and keeps what was typed", async () => {
    stubLearningApi({ 'POST /learning': () => jsonResponse({ error: 'title must be shorter than or equal to 300 characters' }, 400) });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Too long');
    await userEvent.type(within(dialog).getByLabelText('URL link'), 'example.com/page');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save resource' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('title must be shorter than or equal to 300 characters');
    expect(alert.compareDocumentPosition(within(dialog).getByLabelText('Title')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Too long');
  });

  it('says so when the resource was already saved', async () => {
    stubLearningApi({ 'POST /learning': { resource: aResource(), alreadySaved: true } });
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Again');
    await userEvent.type(within(dialog).getByLabelText('URL link'), 'https://example.com/a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save resource' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('You already saved this resource.');
  });

  it('traps focus, closes on Escape and gives focus back to the button that opened it', async () => {
    stubLearningApi();
    const dialog = await openModal();
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Save resource' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add resource' })).toHaveFocus();
  });

  it('suggests micro skills from the skills list', async () => {
    stubLearningApi({ 'GET /skills': [{ _id: 's1', name: 'sql', skillGroup: 'Data Science' }] });
    const dialog = await openModal();
    const list = within(dialog).getByLabelText('Micro skills').getAttribute('list');
    await waitFor(() => expect(document.getElementById(list!)?.querySelector('option')).toHaveAttribute('value', 'sql'));
  });
});
