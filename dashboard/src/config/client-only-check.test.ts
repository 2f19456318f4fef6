import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ONLY_ATTRIBUTE, CLIENT_ONLY_CHECK, PRERENDERED_META, SESSION_STORAGE_KEY } from './client-only-check';

function runOn(prerendered: string | null, url: string, token?: string, state: unknown = null) {
  document.documentElement.removeAttribute(CLIENT_ONLY_ATTRIBUTE);
  document.head.innerHTML = prerendered === null ? '' : `<meta name="${PRERENDERED_META}" content="${prerendered}">`;
  window.history.replaceState(state, '', url);
  if (token) localStorage.setItem(SESSION_STORAGE_KEY, token);
  new Function(CLIENT_ONLY_CHECK)();
  return document.documentElement.hasAttribute(CLIENT_ONLY_ATTRIBUTE);
}

afterEach(() => {
  document.documentElement.removeAttribute(CLIENT_ONLY_ATTRIBUTE);
  localStorage.clear();
});

describe('the pre-rendered page check', () => {
  it('lets the page hydrate where it was rendered for, signed out', () => {
    expect(runOn('/', '/')).toBe(false);
    expect(runOn('/about', '/about')).toBe(false);
    expect(runOn('/about', '/about', 'a.session.token')).toBe(false);
    expect(runOn('/mentor/schedule?field=data-science', '/mentor/schedule?field=data-science')).toBe(false);
  });

  it('renders from scratch elsewhere, with another query string, or on / with a session (Home)', () => {
    expect(runOn('/', '/history')).toBe(true);
    expect(runOn('/', '/?code=abc')).toBe(true);
    expect(runOn('/signup', '/signup?refCode=abc')).toBe(true);
    expect(runOn('/mentor/schedule?field=data-science', '/mentor/schedule?field=design')).toBe(true);
  });

  it('renders from scratch a page reloaded with an in-app link’s navigation state, which the server never had', () => {
    expect(runOn('/ada-mentor', '/ada-mentor', undefined, { usr: { conflict: {} }, key: 'k1', idx: 2 })).toBe(true);
    expect(runOn('/ada-mentor', '/ada-mentor', undefined, { usr: null, key: 'k1', idx: 2 })).toBe(false);
    expect(runOn('/', '/', 'a.session.token')).toBe(true);
  });

  it('does nothing in a page that was not pre-rendered', () => {
    expect(runOn(null, '/history', 'a.session.token')).toBe(false);
  });

  it('reads the same storage key the session uses', async () => {
    const { authToken } = await import('@/lib/auth/token');
    authToken.set('stored');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('stored');
  });
});
