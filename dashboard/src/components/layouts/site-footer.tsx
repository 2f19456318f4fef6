import { Link } from '@/lib/navigation';
import { MENTORSHIP_TRACKS, trackSlug } from '@trail/shared';
import { ThemeSelect } from '@/components/ui/theme-choice';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

const SOCIAL_LINKS = [
  { href: env.socialLinks.twitter, label: 'Twitter' },
  { href: env.socialLinks.linkedin, label: 'LinkedIn' },
  { href: env.socialLinks.instagram, label: 'Instagram' },
] as const;

const COMPANY_LINKS = [
  { to: paths.about.getHref(), label: 'About us' },
  { to: paths.individuals.getHref(), label: 'Individuals' },
  { to: paths.waitlist.getHref(), label: 'Join the waitlist' },
  { to: paths.privacy.getHref(), label: 'Privacy Policy' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <nav aria-labelledby="footer-tracks-heading">
          <h2 id="footer-tracks-heading">Mentorship tracks</h2>
          <ul>
            {MENTORSHIP_TRACKS.map((track) => (
              <li key={track}>
                {/* The state carries the track for the schedule page; the query keeps it across a reload. */}
                <Link to={paths.mentorSchedule.getHref(trackSlug(track))} state={{ fieldName: track }}>
                  {track}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company-heading">
          <h2 id="footer-company-heading">Company</h2>
          <ul>
            {COMPANY_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading">Contact us</h2>
          <ul>
            <li>
              <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a>
            </li>
            {SOCIAL_LINKS.map(({ href, label }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <p>© {new Date().getFullYear()} Trail</p>
        <ThemeSelect />
      </div>
    </footer>
  );
}
