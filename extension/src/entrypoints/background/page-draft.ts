import { guessResourceType, parseHttpUrl, resourceSource } from '@trail/shared';
import type { PageDraft } from '../../lib/messaging';

/** What a page declares about itself in its <head>; any of it may be missing. */
export interface PageMetadata {
  ogTitle?: string;
  ogType?: string;
  ogImage?: string;
  canonical?: string;
}

/** Runs inside the page (scripting.executeScript), so it must not use anything from outside itself. */
export function readPageMetadata(): PageMetadata {
  const meta = (property: string) =>
    document.querySelector<HTMLMetaElement>(`meta[property="${property}"], meta[name="${property}"]`)?.content ?? undefined;
  return {
    ogTitle: meta('og:title'),
    ogType: meta('og:type'),
    ogImage: meta('og:image'),
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? undefined,
  };
}

const absoluteHttpUrl = (value: string | undefined, base: string): string | undefined => {
  if (!value?.trim()) return undefined;
  try {
    return parseHttpUrl(new URL(value.trim(), base).href)?.href;
  } catch {
    return undefined;
  }
};

/**
 * The form's starting values: og:title over the tab's title (sites add their name to <title>),
 * the canonical link over the address bar's (which carries tracking and session parameters).
 * Null when the tab is not an http(s) page.
 */
export function draftFromPage(tab: { url?: string; title?: string }, metadata: PageMetadata): PageDraft | null {
  const tabUrl = tab.url ? parseHttpUrl(tab.url) : null;
  if (!tabUrl) return null;
  const link = absoluteHttpUrl(metadata.canonical, tabUrl.href) ?? tabUrl.href;
  const title = metadata.ogTitle?.trim() || tab.title?.trim() || link;
  const image = absoluteHttpUrl(metadata.ogImage, tabUrl.href);
  return {
    title,
    link,
    offeredBy: resourceSource(link) ?? tabUrl.hostname,
    type: guessResourceType({ url: link, title, ogType: metadata.ogType }),
    ...(image ? { image } : {}),
  };
}
