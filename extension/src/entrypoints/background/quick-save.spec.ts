// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sessionToken } from '../../lib/storage';
import { fakeApi, savedResource } from '../../test/fake-api';
import { openTab } from '../../test/fake-tabs';
import { createContextMenus, MENU_SAVE_LINK, MENU_SAVE_PAGE, saveFromCommand, saveFromContextMenu } from './quick-save';

// fakeBrowser leaves contextMenus and scripting unimplemented; these stand in for Chromium's.
function fakeContextMenus() {
  const created: unknown[] = [];
  Object.assign(fakeBrowser.contextMenus, {
    removeAll: vi.fn(async () => undefined),
    create: vi.fn((item: unknown) => created.push(item)),
  });
  return created;
}

function fakePageMetadata(metadata: Record<string, string>) {
  Object.assign(fakeBrowser.scripting, { executeScript: vi.fn(async () => [{ result: metadata }]) });
}

beforeEach(async () => {
  fakeBrowser.reset();
  await sessionToken.setValue('token-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('context menus', () => {
  it('offers "Save page to Trail" on pages and "Save link to Trail" on links', async () => {
    const created = fakeContextMenus();

    await createContextMenus();

    expect(created).toEqual([
      { id: MENU_SAVE_PAGE, title: 'Save page to Trail', contexts: ['page'] },
      { id: MENU_SAVE_LINK, title: 'Save link to Trail', contexts: ['link'] },
    ]);
  });

  it('saves a link with its URL, the selected text as title and the guessed type', async () => {
    const calls = fakeApi((call) => ({ status: 201, body: { resource: savedResource(call.body), alreadySaved: false } }));

    await saveFromContextMenu(
      { menuItemId: MENU_SAVE_LINK, linkUrl: 'https://www.youtube.com/watch?v=abc', selectionText: ' SQL in 10 minutes ' },
      { id: 1, url: 'https://blog.example.com/', title: 'A blog' },
    );

    expect(calls.map((call) => call.body)).toEqual([
      {
        title: 'SQL in 10 minutes',
        link: 'https://www.youtube.com/watch?v=abc',
        type: 'Video',
        microSkill: [],
        wishList: { state: false },
        reminder: { state: false },
        saveId: expect.any(String),
      },
    ]);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('✓');
  });

  it("saves the page with its og:title, canonical link and image", async () => {
    const calls = fakeApi((call) => ({ status: 201, body: { resource: savedResource(call.body), alreadySaved: false } }));
    fakePageMetadata({
      ogTitle: 'Designing webinars that teach',
      canonical: 'https://learn.example.com/design?ref=home',
      ogImage: '/cover.png',
    });
    const tabId = await openTab('https://learn.example.com/design?utm_source=x', 'Designing webinars | Learn');

    await saveFromContextMenu({ menuItemId: MENU_SAVE_PAGE }, await fakeBrowser.tabs.get(tabId));

    expect(calls[0]?.body).toMatchObject({
      title: 'Designing webinars that teach',
      link: 'https://learn.example.com/design?ref=home',
      type: 'Webinar',
      image: 'https://learn.example.com/cover.png',
    });
  });
});

describe('keyboard shortcut', () => {
  it('saves the tab it was pressed on, using its title when the page cannot be read', async () => {
    const calls = fakeApi((call) => ({ status: 201, body: { resource: savedResource(call.body), alreadySaved: false } }));
    Object.assign(fakeBrowser.scripting, { executeScript: vi.fn(async () => Promise.reject(new Error('No access'))) });
    const tabId = await openTab('https://www.coursera.org/learn/sql', 'SQL for Data Science');

    await saveFromCommand('save-page', await fakeBrowser.tabs.get(tabId));
    await saveFromCommand('something-else', await fakeBrowser.tabs.get(tabId));

    expect(calls.map((call) => call.body)).toMatchObject([
      { title: 'SQL for Data Science', link: 'https://www.coursera.org/learn/sql', type: 'Course' },
    ]);
  });
});
