import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { GuidedTour } from './guided-tour';
import { RouterBridge } from '@/lib/navigation/router-bridge';
import { TOUR_ANCHORS } from '@/lib/tour-anchors';
import { tour } from '../tour-store';

let installed = false;

function Shell() {
  return (
    <>
      <nav>
        {Object.values(TOUR_ANCHORS).map((anchor) => (
          <span key={anchor} data-tour={anchor}>
            {anchor}
          </span>
        ))}
        <Link to="/history">Learning history</Link>
        <Link to="/wishlist">Wishlist</Link>
      </nav>
      <Outlet />
      <RouterBridge>
        <GuidedTour isExtensionInstalled={() => installed} />
      </RouterBridge>
    </>
  );
}

function renderTour(width: number, path = '/') {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const router = createMemoryRouter(
    [{ path: '/', Component: Shell, children: [{ index: true }, { path: 'history' }, { path: 'wishlist' }, { path: 'settings' }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const dialogTitle = () => screen.getByRole('dialog').querySelector('h2')?.textContent;

beforeEach(() => {
  installed = false;
});
afterEach(() => act(() => tour.close()));

describe('guided tour', () => {
  it('welcomes a new learner on a screen wider than 1200 px and Start the tour begins at step 1', async () => {
    const user = userEvent.setup();
    renderTour(1280);

    expect(await screen.findByRole('dialog', { name: 'Welcome to Trail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the tour' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Start the tour' }));

    expect(screen.getByText('Step 1 of 16')).toBeInTheDocument();
    expect(localStorage.getItem('tutorial')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('does not show on a 1024 px screen', () => {
    renderTour(1024);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Skip all closes it for good', async () => {
    const user = userEvent.setup();
    renderTour(1280);
    await user.click(await screen.findByRole('button', { name: 'Skip all' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('tourSkipped')).toBe('true');
  });

  it('is not offered again once skipped or started', () => {
    localStorage.setItem('tourSkipped', 'true');
    renderTour(1280);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves with Next and Go back, and Escape skips', async () => {
    const user = userEvent.setup();
    renderTour(1280);
    await user.click(await screen.findByRole('button', { name: 'Start the tour' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 16')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByText('Step 1 of 16')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('tourSkipped')).toBe('true');
  });

  it('steps 11, 13 and 15 advance when the learner opens Learning history, Wishlist and Settings', async () => {
    const user = userEvent.setup();
    const router = renderTour(1280);
    act(() => tour.goTo(11));
    expect(screen.getByText('Step 11 of 16')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Learning history' }));
    await waitFor(() => expect(screen.getByText('Step 12 of 16')).toBeInTheDocument());

    act(() => tour.goTo(13));
    await user.click(screen.getByRole('link', { name: 'Wishlist' }));
    await waitFor(() => expect(screen.getByText('Step 14 of 16')).toBeInTheDocument());

    act(() => tour.goTo(15));
    await user.click(screen.getByRole('button', { name: 'Next' })); // Next opens Settings for the learner
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(screen.getByText('Step 16 of 16')).toBeInTheDocument();
  });

  it('ends by offering the extension download, or the pin hint when the extension is installed', async () => {
    const user = userEvent.setup();
    renderTour(1280);
    act(() => tour.goTo(16));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(dialogTitle()).toBe('Save from anywhere');
    expect(screen.getByRole('link', { name: 'Download the extension' })).toHaveAttribute('href');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    installed = true;
    act(() => tour.goTo(17));
    expect(dialogTitle()).toBe('Pin Trail to your toolbar');
    expect(screen.queryByRole('link', { name: 'Download the extension' })).not.toBeInTheDocument();
  });

  it('retaking restarts at the welcome step', async () => {
    localStorage.setItem('tutorial', 'true');
    renderTour(1280);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => tour.retake());
    expect(await screen.findByRole('dialog', { name: 'Welcome to Trail' })).toBeInTheDocument();
  });
});
