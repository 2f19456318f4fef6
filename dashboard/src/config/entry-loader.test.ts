import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ONLY_ATTRIBUTE, SESSION_STORAGE_KEY } from './client-only-check';
import { ENTRY_LOADER, ENTRY_META, HYDRATED_ATTRIBUTE, SIGNED_IN_META } from './entry-loader';

const FILES = ['/assets/index.js', '/assets/landing.js', '/assets/carousel.js'];
const SIGNED_IN = ['/assets/router.js', '/assets/layout.js'];

// A document of its own per test: the loader leaves a listener on the one it runs in.
let page: Document;

function runOn({ meta = true, clientOnly = false, signedInMeta = false, hidden = false } = {}) {
  page = document.implementation.createHTMLDocument('');
  Object.defineProperty(page, 'hidden', { value: hidden });
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

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});
/** A browser that reports paints: the loader's observer, and a way to deliver the first contentful paint to it. */
function reportsPaints() {
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return (name: string) => [...observers].forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));
}

/** In a browser that does not report paints (as here): the frame after the first one, a requestAnimationFrame and a task. */
const painted = () => {
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
};

describe('the pre-rendered page entry loader', () => {
  it('asks for no script while the page is still arriving, nor before its first frame is painted, then for the entry and the page chunks', () => {
    runOn();
    expect(requested()).toEqual({ scripts: [], preloaded: [] });
    parsed();
    expect(requested()).toEqual({ scripts: [], preloaded: [] });
    painted();
    expect(requested()).toEqual({ scripts: [FILES[0]], preloaded: FILES.slice(1) });
  });

  it('waits for the first contentful paint where the browser reports paints', () => {
    const paint = reportsPaints();
    runOn();
    parsed();
    paint('first-paint');
    vi.runOnlyPendingTimers();
    expect(requested()).toEqual({ scripts: [], preloaded: [] });
    paint('first-contentful-paint');
    expect(requested()).toEqual({ scripts: [FILES[0]], preloaded: FILES.slice(1) });
    paint('first-contentful-paint');
    expect(requested().scripts).toEqual([FILES[0]]);
  });

  it('asks at once in a hidden tab, which paints no frame', () => {
    runOn({ hidden: true });
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
    painted();
    expect(requested().preloaded).toEqual(FILES.slice(1));
  });

  it('does nothing in a page that was not pre-rendered (the dev server, which has its own script tag)', () => {
    runOn({ meta: false });
    parsed();
    painted();
    expect(requested()).toEqual({ scripts: [], preloaded: [] });
  });
});

describe('a tap before React owns the page', () => {
  /**
   * The page's buttons inside React's root. `handled` counts the clicks React's listener on its root sees
   * (it answers them once it owns the page); `reached` those that reach the page at all.
   */
  function buttons() {
    page.body.innerHTML = '<div id="root"><button type="button" id="menu">Menu</button><a id="about" href="#about">About</a></div>';
    const handled: string[] = [];
    page.getElementById('root')!.addEventListener('click', (event) => handled.push((event.target as Element).id), true);
    return { handled, tap: (id: string) => (page.getElementById(id) as HTMLElement).click() };
  }
  /** React marks the page hydrated; the loader, told of it in a microtask, taps again in the task after. */
  const hydrated = async () => {
    page.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  beforeEach(() => {
    vi.useRealTimers();
  });

  it('keeps every tap on a button from React until it owns the page, then taps the last one again, once', async () => {
    runOn();
    parsed();
    const { handled, tap } = buttons();
    tap('menu');
    tap('menu');
    expect(handled).toEqual([]);
    await hydrated();
    expect(handled).toEqual(['menu']);
    page.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    await hydrated();
    expect(handled).toEqual(['menu']);
  });

  it('lets a tap through at once after React owns the page', async () => {
    runOn();
    parsed();
    const { handled, tap } = buttons();
    await hydrated();
    tap('menu');
    expect(handled).toEqual(['menu']);
  });

  it('keeps no tap on a link, which works without React', async () => {
    runOn();
    parsed();
    const { handled, tap } = buttons();
    tap('about');
    expect(handled).toEqual(['about']);
    await hydrated();
    expect(handled).toEqual(['about']);
  });

  it('taps nothing again when the button tapped is gone by then', async () => {
    runOn();
    parsed();
    const { handled, tap } = buttons();
    tap('menu');
    page.getElementById('menu')!.remove();
    await hydrated();
    expect(handled).toEqual([]);
  });

  it('keeps nothing on a client-only page, where only what React drew can be tapped', async () => {
    runOn({ clientOnly: true });
    parsed();
    const { handled, tap } = buttons();
    tap('menu');
    expect(handled).toEqual(['menu']);
    await hydrated();
    expect(handled).toEqual(['menu']);
  });
});
