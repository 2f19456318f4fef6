import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry, type Location, type NavigateFunction } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/api/query-client';

/** What tests read and drive of the router: the current location, and navigation as a link would do it. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

interface Spied {
  location?: Location;
  navigate?: NavigateFunction;
}

function RouterSpy({ onRender }: { onRender: (spied: Required<Spied>) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  // A layout effect runs in the same commit as the DOM change, so a test that has just found the new page
  // reads its location too; a passive effect may still be pending then (React 19.3 defers them more).
  useLayoutEffect(() => onRender({ location, navigate }), [onRender, location, navigate]);
  return null;
}

/** The real route table at `entry` (a path, or a path with navigation state) in a memory router, with a fresh cache and no retries. */
export function renderRoutesAt(entry: InitialEntry) {
  let spied: Spied = {};
  const onRender = (latest: Required<Spied>) => {
    spied = latest;
  };
  const queryClient = createQueryClient({ queries: { retry: false } });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <RouterSpy onRender={onRender} />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  const rendered = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The router has not rendered yet.');
    return value;
  };
  const router: TestRouter = {
    state: {
      get location() {
        return rendered(spied.location);
      },
    },
    get navigate() {
      return rendered(spied.navigate);
    },
  };
  return { router, queryClient, ...view };
}

/**
 * Renders the real route table at `path` and waits for the page: until its code has loaded, a skeleton
 * stands in that is then replaced.
 */
export async function renderApp(path: string) {
  const rendered = renderRoutesAt(path);
  // Generous: the first lazy page load of a test file is slow on a busy machine.
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  return { heading, ...rendered };
}
