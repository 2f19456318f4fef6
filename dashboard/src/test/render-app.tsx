import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders the real route table at `path`, with a fresh cache and no retries, and waits for the page:
 * until its code has loaded, a placeholder layout stands in that is then replaced.
 */
export async function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient({ queries: { retry: false } });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  // Generous: the first lazy page load of a test file is slow on a busy machine.
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  return { router, heading, ...view };
}
