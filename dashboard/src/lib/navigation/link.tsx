import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from './hooks';
import { matchPath, split } from './match';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, with its query string and hash if any. */
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self')
  );
}

const pathOf = (to: string) => to.split(/[?#]/)[0] || '/';

/** An <a> that navigates in place on a plain left click; other clicks (new tab…) are the browser's. */
export function Link({ to, replace, state, onClick, ...props }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (isBrowserClick(event)) return;
    event.preventDefault();
    // Like react-router: following a link to where one already is does not add a history entry.
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(to, { replace: replace ?? here === to, state });
  };
  return <a {...props} href={to} onClick={handleClick} />;
}

interface NavLinkProps extends LinkProps {
  /** Active only on exactly this path, not below it. */
  end?: boolean;
  children?: ReactNode;
}

/** A Link that marks the current page: `aria-current="page"` and the `active` class. */
export function NavLink({ end, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = pathOf(props.to);
  // `/` is active on itself only; any other link also on the paths below it, unless `end`.
  const active = matchPath(end || split(target).length === 0 ? target : `${target}/*`, pathname) !== null;
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...props} className={classes} aria-current={active ? 'page' : undefined} />;
}

/** Navigates to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // A redirect runs once per target, not again when a fresh state object is passed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, to, replace]);
  return null;
}
