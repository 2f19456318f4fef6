// @vitest-environment node
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { refusedSaves, saveQueue, sessionToken } from '../../lib/storage';
import { fakeApi } from '../../test/fake-api';
import { openTab } from '../../test/fake-tabs';
import { messageHandlers } from './message-handlers';

beforeEach(() => {
  fakeBrowser.reset();
  Object.assign(fakeBrowser.scripting, { executeScript: vi.fn(async () => [{ result: { ogType: 'video.other' } }]) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it("opens the popup with the named tab's draft, the session, what waits and what was refused (shown once)", async () => {
  fakeApi(() => 'unreachable');
  await sessionToken.setValue('token-1');
  await refusedSaves.setValue([{ title: 'Old page', error: 'Title is too long' }]);
  await saveQueue.setValue([
    {
      saveId: 's1',
      body: { title: 'Queued page', link: 'https://a.example/', type: 'Article', microSkill: [], wishList: { state: false }, reminder: { state: false }, saveId: 's1' },
      attempts: 1,
      nextAttemptAt: 0,
      queuedAt: 0,
      waitingForSignIn: false,
    },
  ]);
  const tabId = await openTab('https://talks.example.org/sql', 'SQL talk');

  const state = await messageHandlers.openPopup({ tabId }, {});

  expect(state).toEqual({
    signedIn: true,
    page: { title: 'SQL talk', link: 'https://talks.example.org/sql', offeredBy: 'talks.example.org', type: 'Video' },
    pending: [{ saveId: 's1', title: 'Queued page', waitingForSignIn: false }],
    refused: [{ title: 'Old page', error: 'Title is too long' }],
  });
  expect((await messageHandlers.openPopup({ tabId }, {})).refused).toEqual([]);
});

it('has no page to offer for a tab that has closed', async () => {
  const state = await messageHandlers.openPopup({ tabId: 999 }, {});
  expect(state).toMatchObject({ signedIn: false, page: null });
});
