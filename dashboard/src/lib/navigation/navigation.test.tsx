import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, NavLink, Navigate, OwnNavigation, matchPath, useLocation, useSearchParams } from '.';

function Where() {
  const { pathname, search, state } = useLocation();
  const [params] = useSearchParams();
  return (
    <p data-testid="where">
      {pathname}
      {search} track={params.get('track') ?? '-'} state={JSON.stringify(state)}
    </p>
  );
}

function renderAt(path: string, links = <></>) {
  window.history.replaceState(null, '', path);
  render(
    <OwnNavigation>
      <nav>
        <Link to="/about?track=design" state={{ from: 'test' }}>
          About
        </Link>
        <NavLink to="/signin" end>
          Log in
        </NavLink>
        {links}
      </nav>
      <Where />
    </OwnNavigation>,
  );
}

const where = () => screen.getByTestId('where').textContent;

// A click the app left to the browser: stop jsdom from trying to leave the page, and say whether it was left.
let leftToBrowser: boolean[] = [];
const recordClick = (event: MouseEvent) => {
  leftToBrowser.push(!event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  leftToBrowser = [];
  window.addEventListener('click', recordClick);
});
afterEach(() => window.removeEventListener('click', recordClick));

describe('own navigation', () => {
  it('follows a link in place on a plain click, with its query string and state', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(where()).toBe('/about?track=design track=design state={"from":"test"}');
    expect(window.location.pathname).toBe('/about');
    expect(leftToBrowser).toEqual([false]);
  });

  it('leaves a modified click (new tab, new window) to the browser', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'About' }));
    await user.keyboard('{/Control}');
    expect(where()).toBe('/ track=- state=null');
    expect(leftToBrowser).toEqual([true]);
  });

  it('goes back to the previous page with the browser back button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'About' }));
    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('/ track=- state=null'));
  });

  it('marks the link to the current page', () => {
    renderAt('/signin');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('redirects with Navigate, replacing the entry', async () => {
    renderAt('/old', <Navigate to="/signin" replace />);
    await waitFor(() => expect(where()).toBe('/signin track=- state=null'));
  });
});

describe('matchPath', () => {
  it.each([
    ['/about', '/about', {}],
    ['/about', '/about/', {}],
    ['/:username', '/ada-obi', { username: 'ada-obi' }],
    ['/pathway/:name/start', '/pathway/product%20design/start', { name: 'product design' }],
    ['*', '/a/b', { '*': 'a/b' }],
  ])('%s matches %s', (pattern, pathname, params) => {
    expect(matchPath(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/about', '/about/privacy'],
    ['/:username', '/mentor/ada'],
    ['/pathway/:name', '/pathway'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matchPath(pattern, pathname)).toBeNull();
  });
});
