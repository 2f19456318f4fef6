import type { ResourceType } from '../constants/learning.js';
import { guessResourceType } from './resource-type-guess.js';

/** What a Web Share Target receives (the manifest's `share_target` params); any of it may be missing. */
export interface SharedParams {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}

/** The add-resource form's starting values for something shared to Trail. */
export interface SharedLink {
  link: string;
  title: string;
  type: ResourceType;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence around a link rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»]+$/;

// Not resource-link.ts's parseHttpUrl: that file brings the public-suffix list into the dashboard chunk.
function httpLink(candidate: string | null | undefined): string | null {
  if (!candidate?.trim()) return null;
  try {
    const url = new URL(candidate.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function linksIn(text: string): string[] {
  return [...text.matchAll(URL_IN_TEXT)].map((match) => match[0].replace(TRAILING_PUNCTUATION, ''));
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Reads a share from another app: the link is `url`, else the first link in `text` (Android apps
 * often send only text, "Watch this https://youtu.be/…"); the title is `title`, else the text
 * around the link, else the link itself. Null when nothing shared is a web link.
 */
export function sharedLink(params: SharedParams): SharedLink | null {
  const text = params.text ?? '';
  const link = httpLink(params.url) ?? linksIn(text).map(httpLink).find((found) => found !== null) ?? null;
  if (!link) return null;
  const sharedTitle = oneLine(params.title ?? '');
  const textAround = oneLine(text.replace(URL_IN_TEXT, ' '));
  const title = (sharedTitle && !httpLink(sharedTitle) ? sharedTitle : '') || textAround || link;
  return { link, title, type: guessResourceType({ url: link, title }) };
}
