import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthToken } from '../auth/guard';
import { authToken } from '../auth/token';
import { beginTakeover, endTakeover, useHydrated } from './hydration';

function GetStarted() {
  return <button type="button">Get Started</button>;
}

/** A pre-rendered page as app.tsx shows it: what the session changes above, the page's own chunk in a boundary. */
function Shell({ Page }: { Page: ComponentType }) {
  const token = useAuthToken();
  const hydrated = useHydrated();
  return (
    <div>
      <p id="who">{token ? 'signed in' : 'visitor'}</p>
      <p id="hydrated">{String(hydrated)}</p>
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    </div>
  );
}

// Tells React this test drives it through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  localStorage.clear();
  endTakeover();
});

describe('taking over a pre-rendered page in a browser that holds a session', () => {
  it("keeps the page's HTML while its chunk is on the way, and shows the session once the page is React's", async () => {
    // The HTML was rendered for a visitor, with the page's code at hand.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shell Page={GetStarted} />);
    document.body.append(container);
    const button = container.querySelector('button');
    localStorage.setItem('token', 'a-session');

    let chunkArrives = () => undefined as void;
    const LazyGetStarted = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (chunkArrives = () => resolve({ default: GetStarted }))));
    beginTakeover();
    await act(async () => {
      root = hydrateRoot(container, <Shell Page={LazyGetStarted} />);
    });

    // A synchronous switch to the session would have thrown the waiting page's HTML away, tapped button and all.
    expect(container.querySelector('button')).toBe(button);
    expect(container.querySelector('#who')?.textContent).toBe('visitor');

    await act(async () => {
      chunkArrives();
      endTakeover();
    });
    expect(container.querySelector('button')).toBe(button);
    expect(container.querySelector('#who')?.textContent).toBe('signed in');
    expect(container.querySelector('#hydrated')?.textContent).toBe('true');
    container.remove();
  });

  it('renders with the session at once where nothing is taken over', async () => {
    authToken.set('a-session');
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<Shell Page={GetStarted} />);
    });
    expect(container.querySelector('#who')?.textContent).toBe('signed in');
    expect(container.querySelector('#hydrated')?.textContent).toBe('true');
  });
});
