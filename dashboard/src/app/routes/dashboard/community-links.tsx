import { env } from '@/config/env';

const LINKS = {
  community: env.communityUrl,
  help: `mailto:${env.contactEmail}`,
  social: [
    { label: 'Trail on X', href: env.socialLinks.twitter },
    { label: 'Trail on LinkedIn', href: env.socialLinks.linkedin },
    { label: 'Trail on Instagram', href: env.socialLinks.instagram },
  ],
};

/** Home's community, help and social links. */
export function CommunityLinks() {
  return (
    <section className="panel" aria-labelledby="community-heading">
      <h2 id="community-heading">Community and help</h2>
      <ul className="link-list">
        <li>
          <a href={LINKS.community} target="_blank" rel="noopener noreferrer">
            Join the Trail community
          </a>
        </li>
        <li>
          <a href={LINKS.help}>Get help</a>
        </li>
        {LINKS.social.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
