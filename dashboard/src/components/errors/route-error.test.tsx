import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { RouterBridge } from '@/lib/navigation/router-bridge';
import { RouteErrorBoundary } from './route-error';

function BrokenPage(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

it('shows "This page could not load" for a failing page, and the next page once a link is followed', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Link to="/about">About</Link>
      <RouterBridge>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<BrokenPage />} />
            <Route path="/about" element={<h1>About Trail</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </RouterBridge>
    </MemoryRouter>,
  );

  expect(screen.getByRole('alert')).toHaveTextContent('This page could not load');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'About' }));
  expect(screen.getByRole('heading', { level: 1, name: 'About Trail' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
