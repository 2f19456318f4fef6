import type { PublicMentor } from '../types/mentor.js';
import { type LinkPreview, SOCIAL_CARD } from './social-meta.js';

const SITE_DESCRIPTION = 'Save what you learn, plan it, and get mentored on it. Book an hour with a mentor on Trail.';

/** One line of at most `max` characters, cut at a word, for a preview's description. */
function summary(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export interface MentorPreview extends LinkPreview {
  /** The page's heading: the mentor's name. */
  heading: string;
}

/**
 * How a shared link to a mentor's page `/{username}` is previewed, the same wherever its HTML comes from: the
 * API's page for link-preview crawlers (decision 0038) and the dashboard's page renderer (decision 0070).
 * `siteUrl` is the dashboard's public origin ('' when unknown: the addresses are then paths); `mentor` is null
 * when there is no such mentor.
 */
export function mentorLinkPreview(mentor: PublicMentor | null, siteUrl: string, pagePath: string): MentorPreview {
  const card = `${siteUrl}${SOCIAL_CARD.path}`;
  const url = (path: string) => (siteUrl ? `${siteUrl}${path}` : undefined);
  if (!mentor) {
    return { type: 'website', siteName: 'Trail', title: 'Trail', description: SITE_DESCRIPTION, url: url(pagePath), image: card, imageIsCard: true, heading: 'Trail' };
  }
  const name = `${mentor.firstName} ${mentor.lastName}`.trim();
  const tracks = mentor.fields.map((field) => field.name).join(', ');
  const about = [mentor.tag, mentor.bio].filter(Boolean).join('. ');
  const image = mentor.picture ?? card;
  return {
    type: 'profile',
    siteName: 'Trail',
    title: `${name}${mentor.tag ? `, ${mentor.tag}` : ''} · Mentor on Trail`,
    description: summary(about ? `${about}${tracks ? ` Mentors in ${tracks}.` : ''}` : `Book a mentoring session with ${name} on Trail${tracks ? ` (${tracks})` : ''}.`),
    url: url(`/${encodeURIComponent(mentor.username)}`),
    image,
    imageIsCard: image === card,
    heading: name,
  };
}
