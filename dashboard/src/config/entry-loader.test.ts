import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ONLY_ATTRIBUTE, SESSION_STORAGE_KEY } from './client-only-check';
import { ENTRY_LOADER, ENTRY_META, SIGNED_IN_META } from './entry-loader';

const FILES = ['/assets/index.js', '/assets/landing.js', '/assets/carousel.js'];
const SIGNED_IN = ['/assets/router.js', '/assets/layout.js'];

// A document of its own per test: the loader leaves a listener on the one it runs in.
let page: Document;

function runOn({ meta = true, clientOnly = false, signedInMeta = false } = {}) {
  page = document.implementation.createHTMLDocument('');
  page.head.innerHTML =
    (meta ? `<meta name="${ENTRY_META}" content="${FILES.join(' ')}">` : '') +
    (signedInMeta ? `<meta name="${SIGNED_IN_META}" content="${SIGNED_IN.join(' ')}">` : '');
  if (clientOnly) page.documentElement.setAttribute(CLIENT_ONLY_ATTRIBUTE, '');
  new Function('document', ENTRY_LOADER)(page);
}

const requested = () => ({
  scripts: [...page.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')),
  preloaded: [...page.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
});
const parsed = () => page.dispatchEvent(new Event('DOMContentLoaded'));

afterEach(() => localStorage.clear());

describe('the pre-rendered page entry loader', () => {
  it('asks for no script while the page is still arriving, then for the entry and the page chunks', () => {
    runOn();
    expect(requested()).toEqual({ scripts: [], preloaded: [] });
    parsed();
    expect(requested()).toEqual({ scripts: [FILES[0]], preloaded: FILES.slice(1) });
  });

  it('fetches the entry at once on a client-only page, without the pre-rendered page chunks, and runs it once parsed', () => {
    runOn({ clientOnly: true });
    expect(requested()).toEqual({ scripts: [], preloaded: [FILES[0]] });
    parsed();
    expect(requested()).toEqual({ scripts: [FILES[0]], preloaded: [FILES[0]] });
  });

  it('fetches the router and the dashboard layout at once beside the entry when the fallback serves a signed-in learner', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'a-session');
    runOn({ clientOnly: true, signedInMeta: true });
    expect(requested()).toEqual({ scripts: [], preloaded: [FILES[0], ...SIGNED_IN] });
  });

  it('leaves the signed-in chunks alone without a session, and on a page that hydrates', () => {
    runOn({ clientOnly: true, signedInMeta: true });
    expect(requested().preloaded).toEqual([FILES[0]]);
    localStorage.setItem(SESSION_STORAGE_KEY, 'a-session');
    runOn({ signedInMeta: true });
    parsed();
    expect(requested().preloaded).toEqual(FILES.slice(1));
  });

  it('does nothing in a page that was not pre-rendered (the dev server, which has its own script tag)', () => {
    runOn({ meta: false });
    parsed();
    expect(requested()).toEqual({ scripts: [], preloaded: [] });
  });
});
