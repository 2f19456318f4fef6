// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sessionToken } from '../../lib/storage';
import { receiveSession, welcomeNewInstall } from './session';

const dashboard = { url: 'http://localhost:5173/' };

beforeEach(() => {
  fakeBrowser.reset();
});

describe('receiveSession', () => {
  it('stores the token the dashboard hands over, and clears it when the dashboard signs out', async () => {
    await receiveSession('token-1', dashboard);
    expect(await sessionToken.getValue()).toBe('token-1');

    await receiveSession(null, dashboard);
    expect(await sessionToken.getValue()).toBeNull();
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['another port on the same host', 'http://localhost:4000/'],
    ['an extension page', 'chrome-extension://abc/popup.html'],
  ])('refuses a token from %s', async (_, url) => {
    await expect(receiveSession('stolen', { url })).rejects.toThrow(/only accepted from the Trail dashboard/);
    expect(await sessionToken.getValue()).toBeNull();
  });

  it('refuses a sender without an address', async () => {
    await expect(receiveSession('token', {})).rejects.toThrow();
  });
});

describe('welcomeNewInstall', () => {
  it('opens sign-up marked with the extension on a fresh install only', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create');

    await welcomeNewInstall('update');
    expect(create).not.toHaveBeenCalled();

    await welcomeNewInstall('install');
    expect(create).toHaveBeenCalledWith({ url: 'http://localhost:5173/signup?extension=exist' });
  });
});
