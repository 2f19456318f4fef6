import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@/lib/navigation';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { TrailLogo } from '@/components/ui/trail-logo';

const NAV_LINKS = [
  { to: paths.home.getHref(), label: 'Business' },
  { to: paths.individuals.getHref(), label: 'Individuals' },
  { to: paths.about.getHref(), label: 'About us' },
  { to: paths.signIn.getHref(), label: 'Log in' },
] as const;

const MENU_ID = 'site-menu';

/** The site's top bar. On phones the links fold into a menu that closes on navigation and Escape. */
export function SiteHeader() {
  const location = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <header className="site-header">
      <Link to={paths.home.getHref()} className="brand">
        <TrailLogo />
      </Link>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpenOn(open ? null : location.key)}
      >
        {open ? 'Close menu' : 'Menu'}
      </button>
      <div id={MENU_ID} className="site-menu" data-open={open}>
        <nav aria-label="Main">
          <ul>
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end onClick={() => setOpenOn(null)}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <a className="button-link" href={env.requestDemoUrl} target="_blank" rel="noopener noreferrer">
          Request Demo
        </a>
      </div>
    </header>
  );
}
