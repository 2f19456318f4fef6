import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterBridge } from '@/lib/navigation/router-bridge';
import { SiteHeader } from './site-header';

function renderHeader() {
  const Layout = () => (
    <>
      <RouterBridge>
        <SiteHeader />
      </RouterBridge>
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [{ path: '/', Component: Layout, children: [{ path: '*', element: <p>page</p> }, { index: true, element: <p>home</p> }] }],
    { initialEntries: ['/about'] },
  );
  render(<RouterProvider router={router} />);
  return { router, toggle: screen.getByRole('button', { name: 'Menu' }) };
}

function menu() {
  return document.getElementById('site-menu');
}

describe('site header mobile menu', () => {
  it('opens and closes with its button, which says whether it is expanded', async () => {
    const user = userEvent.setup();
    const { toggle } = renderHeader();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu()).toHaveAttribute('data-open', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const { toggle } = renderHeader();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const { toggle, router } = renderHeader();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Individuals' }));
    expect(router.state.location.pathname).toBe('/individuals');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page changes some other way (Back)', async () => {
    const user = userEvent.setup();
    const { toggle, router } = renderHeader();
    await user.click(toggle);
    await router.navigate(-1);
    await router.navigate('/waitlist');
    expect(await screen.findByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a Request Demo link to the external scheduling page', () => {
    renderHeader();
    const demo = screen.getByRole('link', { name: 'Request Demo' });
    expect(demo.getAttribute('href')).toMatch(/^https:\/\//);
    expect(demo).toHaveAttribute('target', '_blank');
  });
});
