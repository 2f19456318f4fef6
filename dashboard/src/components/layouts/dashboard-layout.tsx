import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DashboardNav, type DashboardNavItem } from './dashboard-nav';
import './dashboard-layout.css';
import { DashboardUserBadge, type DashboardUser } from './dashboard-user-badge';

interface DashboardLayoutProps {
  navItems: readonly DashboardNavItem[];
  user: DashboardUser | undefined;
  children: ReactNode;
  /** Drawn over the page and kept across views (the guided tour). */
  overlay?: ReactNode;
}

/** The learner's dashboard: side navigation (a menu on phones) and the current view. */
export function DashboardLayout({ navItems, user, children, overlay }: DashboardLayoutProps) {
  const { pathname } = useLocation();
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
          Trail
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
        <DashboardNav items={navItems} />
        <DashboardUserBadge user={user} />
      </aside>
      {/* Keyed by view: a view's errors and half-filled state do not follow the learner to the next one. */}
      <main className="dashboard-main" key={pathname}>
        {children}
      </main>
      {overlay}
    </div>
  );
}
