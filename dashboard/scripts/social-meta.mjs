// Open Graph and Twitter meta for a pre-rendered page: what WhatsApp, LinkedIn, X and Slack show when a
// link to it is shared. Their crawlers read the HTML only, so these are written at build time.
export const SOCIAL_CARD = { path: '/social-card.png', width: 1200, height: 630, alt: 'Trail: learning plans, pathways and mentors' };

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's preview tags. `siteUrl` is the dashboard's public origin (VITE_SITE_URL): crawlers need
 * absolute addresses, so without it og:url is left out and the image is given by its path.
 */
export function socialMeta({ path, title, description }, siteUrl, siteName) {
  const origin = siteUrl ? siteUrl.replace(/\/+$/, '') : '';
  const image = `${origin}${SOCIAL_CARD.path}`;
  const tags = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', siteName],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ...(origin ? [['property', 'og:url', `${origin}${path}`]] : []),
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(SOCIAL_CARD.width)],
    ['property', 'og:image:height', String(SOCIAL_CARD.height)],
    ['property', 'og:image:alt', SOCIAL_CARD.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`);
}
