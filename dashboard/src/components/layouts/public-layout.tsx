import type { ReactNode } from 'react';
import { Link, NavLink, Outlet, useNavigation } from 'react-router-dom';
import { MENTORSHIP_TRACKS } from '@trail/shared';
import { paths } from '@/config/paths';

const NAV_LINKS = [
  { to: paths.home.getHref(), label: 'Business' },
  { to: paths.individuals.getHref(), label: 'Individuals' },
  { to: paths.about.getHref(), label: 'About us' },
  { to: paths.signIn.getHref(), label: 'Log in' },
] as const;

function SiteHeader() {
  return (
    <header className="site-header">
      <Link to={paths.home.getHref()} className="brand">
        Trail
      </Link>
      <nav aria-label="Main">
        <ul>
          {NAV_LINKS.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} end>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-labelledby="footer-tracks-heading">
        <h2 id="footer-tracks-heading">Mentorship tracks</h2>
        <ul>
          {MENTORSHIP_TRACKS.map((track) => (
            <li key={track}>
              <Link to={paths.mentorSchedule.getHref()} state={{ fieldName: track }}>
                {track}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>© 2022 Trail</p>
    </footer>
  );
}

/** Header, footer and the page in between. `children` replaces the outlet while the first page loads. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <div className="public-layout">
      <SiteHeader />
      {loading && <div className="route-progress" aria-hidden="true" />}
      <main aria-busy={loading}>{children ?? <Outlet />}</main>
      <SiteFooter />
    </div>
  );
}
