import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { authToken } from '@/lib/auth/token';
import { RouterBridge } from '@/lib/navigation/router-bridge';
import { createQueryClient } from '@/lib/api/query-client';

/** A token the dashboard reads as valid for a day (the API, stubbed in tests, never checks it). */
export function fakeSessionToken(): string {
  const payload = btoa(JSON.stringify({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 86_400 }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

/** Renders one page or component signed in, with a fresh cache, no retries and a memory router. */
export function renderPage(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  authToken.set(fakeSessionToken());
  const queryClient = createQueryClient({ queries: { retry: false } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterBridge>{element}</RouterBridge>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, ...view };
}
