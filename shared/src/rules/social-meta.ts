/** The 1200×630 card the dashboard serves: the preview image of any page without its own picture. */
export const SOCIAL_CARD = { path: '/social-card.png', width: 1200, height: 630, alt: 'Trail: learning plans, pathways and mentors' } as const;

/** What WhatsApp, LinkedIn, X and Slack show for a shared link: their crawlers read the HTML only. */
export interface LinkPreview {
  type: 'website' | 'profile';
  siteName: string;
  title: string;
  description: string;
  /** Absolute; left out when the site's public origin is unknown. */
  url?: string;
  /** An absolute address, or the card's path when the origin is unknown. */
  image: string;
  /** The social card (large, with its size and alt text), or a person's photo (a small summary). */
  imageIsCard: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The Open Graph and Twitter `<meta>` tags of a preview, every value escaped. */
export function socialMetaTags(preview: LinkPreview): string[] {
  const tags: [string, string, string][] = [
    ['property', 'og:type', preview.type],
    ['property', 'og:site_name', preview.siteName],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ...(preview.url ? [['property', 'og:url', preview.url] as [string, string, string]] : []),
    ['property', 'og:image', preview.image],
    ...(preview.imageIsCard
      ? ([
          ['property', 'og:image:width', String(SOCIAL_CARD.width)],
          ['property', 'og:image:height', String(SOCIAL_CARD.height)],
          ['property', 'og:image:alt', SOCIAL_CARD.alt],
        ] as [string, string, string][])
      : []),
    ['name', 'twitter:card', preview.imageIsCard ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', preview.image],
  ];
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`);
}
