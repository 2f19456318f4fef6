import { describe, expect, it } from 'vitest';
import { CLIENT_ONLY_ATTRIBUTE } from './client-only-check';
import { ENTRY_LOADER, ENTRY_META } from './entry-loader';

const FILES = ['/assets/index.js', '/assets/landing.js', '/assets/carousel.js'];

// A document of its own per test: the loader leaves a listener on the one it runs in.
let page: Document;

function runOn({ meta = true, clientOnly = false } = {}) {
  page = document.implementation.createHTMLDocument('');
  page.head.innerHTML = meta ? `<meta name="${ENTRY_META}" content="${FILES.join(' ')}">` : '';
  if (clientOnly) page.documentElement.setAttribute(CLIENT_ONLY_ATTRIBUTE, '');
  new Function('document', ENTRY_LOADER)(page);
}

const requested = () => ({
  scripts: [...page.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')),
  preloaded: [...page.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
});
const parsed = () => page.dispatchEvent(new Event('DOMContentLoaded'));

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

  it('does nothing in a page that was not pre-rendered (the dev server, which has its own script tag)', () => {
    runOn({ meta: false });
    parsed();
    expect(requested()).toEqual({ scripts: [], preloaded: [] });
  });
});
