// Open Graph and Twitter meta for a pre-rendered page, written at build time. The tags themselves are
// shared's `socialMetaTags`, which the API's mentor previews use too.
import { SOCIAL_CARD, socialMetaTags } from '@trail/shared';

export { SOCIAL_CARD };

/**
 * The page's preview tags. `siteUrl` is the dashboard's public origin (VITE_SITE_URL): crawlers need
 * absolute addresses, so without it og:url is left out and the image is given by its path.
 */
export function socialMeta({ path, title, description }, siteUrl, siteName) {
  const origin = siteUrl ? siteUrl.replace(/\/+$/, '') : '';
  return socialMetaTags({
    type: 'website',
    siteName,
    title,
    description,
    url: origin ? `${origin}${path}` : undefined,
    image: `${origin}${SOCIAL_CARD.path}`,
    imageIsCard: true,
  });
}
