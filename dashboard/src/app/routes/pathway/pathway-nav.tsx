import { Link, NavLink } from '@/lib/navigation';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import type { PathwayView } from './pathway-views';

// Spec §2's site navigation for a signed-in visitor (Log in and Sign Up are for visitors only).
const SITE_LINKS = [
  { to: paths.home.getHref(), label: 'Dashboard' },
  { to: paths.mentors.getHref(), label: 'Mentor Sessions' },
  { to: paths.pathway.getHref(), label: 'Pathway' },
  { to: paths.about.getHref(), label: 'About us' },
] as const;

interface PathwayNavProps {
  views: readonly PathwayView[];
  current: string | undefined;
}

/** The /pathway side navigation (the phone menu below 600 px): the views, Get Help, Log Out, then the site links. */
export function PathwayNav({ views, current }: PathwayNavProps) {
  const logout = useLogout();
  return (
    <>
      <nav aria-label="Dashboard" className="pathway-nav">
        <ul>
          {views.map(({ id, label }) => (
            <li key={id}>
              <Link to={paths.pathway.getHref(id)} aria-current={id === current ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
          <li>
            <a href={`mailto:${env.contactEmail}?subject=${encodeURIComponent('Help with Trail')}`}>Get Help</a>
          </li>
          <li>
            <button type="button" className="nav-button" onClick={() => void logout()}>
              Log Out
            </button>
          </li>
        </ul>
      </nav>
      <nav aria-label="Site" className="pathway-site-nav">
        <ul>
          {SITE_LINKS.map(({ to, label }) => (
            <li key={label}>
              <NavLink to={to} end>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
