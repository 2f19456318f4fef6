import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { makeActiveTab, openTab } from '../test/fake-tabs';
import { describeTab, getCurrentTab, tabIdFromSearch } from './current-tab';

describe('getCurrentTab', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('uses the tab named by ?tabId= instead of the active tab', async () => {
    const named = await openTab('https://example.com/course', 'A course');
    const active = await openTab('https://other.example/', 'Other page');
    makeActiveTab(active);

    await expect(getCurrentTab(`?tabId=${named}`)).resolves.toEqual({
      readable: true,
      id: named,
      title: 'A course',
      url: 'https://example.com/course',
      host: 'example.com',
    });
    expect(fakeBrowser.tabs.query).not.toHaveBeenCalled();
  });

  it('uses the active tab of the current window without ?tabId=', async () => {
    await openTab('https://example.com/', 'Not this one');
    const active = await openTab('https://docs.example.org:8443/guide?x=1', 'The guide');
    makeActiveTab(active);

    await expect(getCurrentTab('')).resolves.toMatchObject({
      readable: true,
      id: active,
      title: 'The guide',
      host: 'docs.example.org:8443',
    });
  });

  it('reports a tab that does not exist as unreadable', async () => {
    vi.spyOn(fakeBrowser.tabs, 'get').mockRejectedValue(new Error('No tab with id: 99'));

    await expect(getCurrentTab('?tabId=99')).resolves.toEqual({ readable: false });
  });

  it('reports no active tab as unreadable', async () => {
    await expect(getCurrentTab('')).resolves.toEqual({ readable: false });
  });
});

describe('describeTab', () => {
  it.each([
    ['a browser page', { id: 1, url: 'chrome://extensions/', title: 'Extensions' }],
    ['a page without a title', { id: 1, url: 'https://example.com/', title: '  ' }],
    ['a tab whose URL is hidden', { id: 1, title: 'New Tab' }],
    ['a local file', { id: 1, url: 'file:///home/me/notes.html', title: 'Notes' }],
    ['a tab without an id', { url: 'https://example.com/', title: 'Example' }],
  ])('cannot save %s', (_, tab) => {
    expect(describeTab(tab)).toEqual({ readable: false });
  });

  it('trims the title', () => {
    expect(describeTab({ id: 3, url: 'http://localhost:4000/a', title: '  Notes \n' })).toMatchObject({
      title: 'Notes',
      host: 'localhost:4000',
    });
  });
});

describe('tabIdFromSearch', () => {
  it('reads a whole number and ignores anything else', () => {
    expect(tabIdFromSearch('?tabId=42')).toBe(42);
    expect(tabIdFromSearch('?tabId=abc')).toBeUndefined();
    expect(tabIdFromSearch('?tabId=-1')).toBeUndefined();
    expect(tabIdFromSearch('')).toBeUndefined();
  });
});
