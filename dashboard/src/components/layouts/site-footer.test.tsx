import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENTORSHIP_TRACKS } from '@trail/shared';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterBridge } from '@/lib/navigation/router-bridge';
import { SiteFooter } from './site-footer';

function ScheduleProbe() {
  const { search, state } = useLocation();
  return <p>schedule {search} {JSON.stringify(state)}</p>;
}

function renderFooter() {
  const router = createMemoryRouter([
    { path: '/', element: <RouterBridge><SiteFooter /></RouterBridge> },
    { path: '/mentor/schedule', Component: ScheduleProbe },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('site footer', () => {
  it('opens the schedule page for the chosen track, in the query and the navigation state', async () => {
    const user = userEvent.setup();
    renderFooter();
    const tracks = screen.getByRole('navigation', { name: 'Mentorship tracks' });
    expect(within(tracks).getAllByRole('link').map((link) => link.textContent)).toEqual([...MENTORSHIP_TRACKS]);

    await user.click(within(tracks).getByRole('link', { name: 'Investment Banking' }));
    expect(await screen.findByText(/schedule/)).toHaveTextContent(
      'schedule ?field=investment-banking {"fieldName":"Investment Banking"}',
    );
  });

  it('gives a contact e-mail, social links and this year\'s copyright line', () => {
    renderFooter();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^mailto:/);
    for (const name of ['Twitter', 'LinkedIn', 'Instagram']) {
      expect(within(contact).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Trail`);
  });
});
