const LINKS = {
  community: 'https://chat.whatsapp.com/trail-community',
  help: 'mailto:hello@trail.ng',
  social: [
    { label: 'Trail on X', href: 'https://x.com/trail_ng' },
    { label: 'Trail on LinkedIn', href: 'https://www.linkedin.com/company/trail-ng' },
    { label: 'Trail on Instagram', href: 'https://www.instagram.com/trail_ng' },
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
