import type { LearningResource } from '@trail/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PageDraft, PopupState, SaveRequest } from '../../lib/messaging';
import { fakeBackground } from '../../test/fake-background';
import { PopupApp } from './popup-app';
import { POPUP_TEXTS } from './popup-texts';

const page: PageDraft = {
  title: 'Intro to SQL joins',
  link: 'https://example.com/sql-joins',
  offeredBy: 'example.com',
  type: 'Article',
};
const signedIn: PopupState = { signedIn: true, page, pending: [], refused: [] };

const resource = (overrides: Partial<LearningResource> = {}): LearningResource => ({
  _id: 'r1',
  ...page,
  microSkill: [],
  wishList: { state: false },
  reminder: { state: false },
  done: false,
  user: 'u1',
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

const background = (state: PopupState, extra: Parameters<typeof fakeBackground>[0] = {}) =>
  fakeBackground({
    openPopup: () => state,
    lookup: () => ({ resource: null }),
    skills: () => ['sql', 'user research', 'data visualisation'],
    ...extra,
  });

beforeEach(() => {
  fakeBrowser.reset();
});

describe('PopupApp', () => {
  it('opens filled from the page, asking the background for the tab it was given', async () => {
    const received = background(signedIn);

    render(<PopupApp search="?tabId=7" />);

    expect(await screen.findByLabelText(POPUP_TEXTS.title)).toHaveValue('Intro to SQL joins');
    expect(screen.getByLabelText(POPUP_TEXTS.link)).toHaveValue('https://example.com/sql-joins');
    expect(screen.getByLabelText(POPUP_TEXTS.type)).toHaveValue('Article');
    expect(screen.getByTestId('offered-by')).toHaveTextContent('example.com');
    expect(screen.getByLabelText(POPUP_TEXTS.learning)).toBeChecked();
    expect(received[0]).toEqual({ type: 'openPopup', payload: { tabId: 7 } });
  });

  it('saves every edited field and shows what was saved with a link to it', async () => {
    let sent: SaveRequest | undefined;
    background(signedIn, {
      save: (request) => {
        sent = request;
        return { status: 'saved', resource: resource({ title: request.title, wishList: { state: true } }), alreadySaved: false };
      },
    });
    const user = userEvent.setup();
    render(<PopupApp search="" />);

    const title = await screen.findByLabelText(POPUP_TEXTS.title);
    await user.clear(title);
    await user.type(title, 'SQL joins, visually');
    await user.selectOptions(screen.getByLabelText(POPUP_TEXTS.type), 'Video');
    await user.click(screen.getByLabelText(POPUP_TEXTS.wishlist));
    await user.click(screen.getByLabelText(POPUP_TEXTS.reminder));
    await user.type(screen.getByRole('combobox', { name: POPUP_TEXTS.microSkills }), 'SQL{Enter}');
    await user.click(screen.getByRole('button', { name: POPUP_TEXTS.save }));

    const result = await screen.findByTestId('save-result');
    expect(result).toHaveTextContent(POPUP_TEXTS.savedWishlist);
    expect(within(result).getByRole('link', { name: POPUP_TEXTS.seeInTrail })).toHaveAttribute('href', 'http://localhost:5173/wishlist');
    expect(sent).toEqual({
      title: 'SQL joins, visually',
      link: 'https://example.com/sql-joins',
      type: 'Video',
      offeredBy: 'example.com',
      microSkills: ['sql'],
      onWishlist: true,
      reminder: true,
      image: undefined,
    });
  });

  it('adds micro skills on Enter or the button, ignoring blanks and repeats, and removes them', async () => {
    background(signedIn);
    const user = userEvent.setup();
    render(<PopupApp search="" />);
    const input = await screen.findByRole('combobox', { name: POPUP_TEXTS.microSkills });

    await user.type(input, 'User Research{Enter}');
    await user.type(input, '  user research {Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'a very long micro skill name');
    await user.click(screen.getByRole('button', { name: POPUP_TEXTS.addSkill }));

    const chips = screen.getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['User research×', 'A very long micr…×']);
    await user.click(screen.getByRole('button', { name: POPUP_TEXTS.removeSkill('user research') }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the server's error and keeps the form", async () => {
    background(signedIn, { save: () => ({ status: 'failed', error: 'link must be a URL address' }) });
    const user = userEvent.setup();
    render(<PopupApp search="" />);

    await user.click(await screen.findByRole('button', { name: POPUP_TEXTS.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent('link must be a URL address');
    expect(screen.getByLabelText(POPUP_TEXTS.title)).toBeInTheDocument();
  });

  it('says when the page is already saved, opens it in Trail, and updates it instead of saving twice', async () => {
    const received = background(signedIn, {
      lookup: () => ({ resource: resource({ title: 'My SQL notes', microSkill: ['sql'] }) }),
      update: ({ body }) => ({ status: 'saved', resource: resource({ title: body.title }), alreadySaved: true }),
    });
    const user = userEvent.setup();
    render(<PopupApp search="" />);

    expect(await screen.findByTestId('already-saved')).toHaveTextContent(POPUP_TEXTS.alreadySaved);
    expect(screen.getByRole('link', { name: POPUP_TEXTS.openInTrail })).toHaveAttribute('href', 'http://localhost:5173/history');
    expect(screen.getByLabelText(POPUP_TEXTS.title)).toHaveValue('My SQL notes');
    await user.click(screen.getByRole('button', { name: POPUP_TEXTS.update }));

    expect(await screen.findByTestId('save-result')).toHaveTextContent(POPUP_TEXTS.updated);
    expect(received.filter((message) => message.type === 'save')).toEqual([]);
    expect(received.find((message) => message.type === 'update')?.payload).toMatchObject({ id: 'r1' });
  });

  it('says when the page was saved, and removes it after asking once more', async () => {
    const received = background(signedIn, {
      lookup: () => ({ resource: resource({ createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() }) }),
      remove: () => ({ status: 'removed' }),
    });
    const user = userEvent.setup();
    render(<PopupApp search="" />);

    expect(await screen.findByTestId('already-saved')).toHaveTextContent('Saved 2 days ago.');
    await user.click(screen.getByRole('button', { name: POPUP_TEXTS.remove }));
    await user.click(screen.getByRole('button', { name: POPUP_TEXTS.keep }));
    expect(received.filter((message) => message.type === 'remove')).toEqual([]);

    await user.click(screen.getByRole('button', { name: POPUP_TEXTS.remove }));
    await user.click(within(screen.getByRole('group', { name: POPUP_TEXTS.removeQuestion })).getByRole('button', { name: POPUP_TEXTS.removeConfirm }));
    expect(await screen.findByText(POPUP_TEXTS.removed)).toBeInTheDocument();
    expect(received.find((message) => message.type === 'remove')?.payload).toEqual({ id: 'r1' });
  });

  it('says a save is kept when Trail cannot be reached, and lists what waits', async () => {
    background({ ...signedIn, pending: [{ saveId: 's1', title: 'An older save', waitingForSignIn: true }] }, {
      save: () => ({ status: 'queued' }),
    });
    const user = userEvent.setup();
    render(<PopupApp search="" />);

    await user.click(await screen.findByRole('button', { name: POPUP_TEXTS.save }));

    expect(await screen.findByTestId('queued')).toHaveTextContent(POPUP_TEXTS.queued);
    const pending = screen.getByTestId('pending-saves');
    expect(pending).toHaveTextContent('An older save');
    expect(pending).toHaveTextContent(POPUP_TEXTS.waitingForSignIn);
    expect(pending).toHaveTextContent('Intro to SQL joins');
  });

  it('offers to sign in when signed out, opening the dashboard through the background', async () => {
    const received = background({ ...signedIn, signedIn: false }, { signIn: () => null });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<PopupApp search="" />);

    await user.click(await screen.findByRole('button', { name: POPUP_TEXTS.signIn }));

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(received.map((message) => message.type)).toContain('signIn');
    expect(screen.queryByLabelText(POPUP_TEXTS.title)).not.toBeInTheDocument();
  });

  it("says so when the page can't be saved", async () => {
    background({ ...signedIn, page: null });

    render(<PopupApp search="" />);

    expect(await screen.findByRole('alert')).toHaveTextContent(POPUP_TEXTS.unreadable);
  });

  it('shows saves the API refused since last time', async () => {
    background({ ...signedIn, refused: [{ title: 'A page', error: 'Title is too long' }] });

    render(<PopupApp search="" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('A page: Title is too long');
  });
});
