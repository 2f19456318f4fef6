import { useEffect } from 'react';

export interface LinkPreview {
  title: string;
  description: string;
  image?: string;
}

function metaTags({ title, description, image }: LinkPreview): [attribute: 'property' | 'name', key: string, value: string][] {
  const tags: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', window.location.href],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  return tags;
}

/**
 * Open Graph and Twitter meta for the page while it is shown. Only crawlers that run JavaScript see them;
 * the others need the meta in the HTML the server sends (decision 0038).
 */
export function useLinkPreview(preview: LinkPreview | null): void {
  const { title, description, image } = preview ?? { title: '', description: '' };
  useEffect(() => {
    if (!title) return;
    // The fallback page (dist/index.html) carries the landing page's preview: take its tags over, then give them back.
    const undo = metaTags({ title, description, image }).map(([attribute, key, value]) => {
      const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      if (existing) {
        const before = existing.content;
        existing.content = value;
        return () => void (existing.content = before);
      }
      const meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
      meta.content = value;
      document.head.append(meta);
      return () => meta.remove();
    });
    return () => undo.forEach((restore) => restore());
  }, [title, description, image]);
}
