import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { TrailLogo } from '@/components/ui/trail-logo';
import { DashboardNav, type DashboardNavItem } from './dashboard-nav';
import './dashboard-layout.css';
import { DashboardUserBadge, type DashboardUser } from './dashboard-user-badge';
import { UnavailableBanner } from '@/components/ui/unavailable-banner';

interface DashboardLayoutProps {
  navItems?: readonly DashboardNavItem[];
  /** Drawn in the side navigation instead of `navItems` (the /pathway dashboard's own menu). */
  nav?: ReactNode;
  /** What counts as a change of view (default: the path): it closes the phone menu and scrolls to the top. */
  viewKey?: string;
  user: DashboardUser | undefined;
  children: ReactNode;
  /** Drawn over the page and kept across views (the guided tour). */
  overlay?: ReactNode;
}

/** The learner's dashboard: side navigation (a menu on phones) and the current view. */
export function DashboardLayout({ navItems = [], nav, viewKey, user, children, overlay }: DashboardLayoutProps) {
  const { pathname: path } = useLocation();
  const pathname = viewKey ?? path;
  // The phone menu belongs to the view it was opened on: switching view closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [pathname]);

  return (
    <div className="dashboard-layout" data-menu-open={menuOpen}>
      <header className="dashboard-topbar">
        <Link to={paths.home.getHref()} className="brand">
          <TrailLogo />
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="dashboard-sidebar"
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
      </header>
      <aside id="dashboard-sidebar" className="dashboard-sidebar">
        {nav ?? <DashboardNav items={navItems} />}
        <DashboardUserBadge user={user} />
      </aside>
      {/* Keyed by view: a view's errors and half-filled state do not follow the learner to the next one. */}
      <main className="dashboard-main" key={pathname}>
        <UnavailableBanner />
        {children}
      </main>
      {overlay}
    </div>
  );
}
