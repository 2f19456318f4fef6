import type { ResourceType } from '../constants/learning.js';

/** What a page tells about itself; only `url` is required. */
export interface PageFacts {
  url: string;
  title?: string;
  /** The page's og:type, e.g. `video.other`, `music.song`, `article`. */
  ogType?: string;
}

interface HostRule {
  hosts: readonly string[];
  /** When set, the path must match too (e.g. Spotify's shows and episodes only). */
  path?: RegExp;
  type: ResourceType;
}

/** The table of cases, first match wins. Hosts match themselves and their subdomains. */
export const RESOURCE_TYPE_RULES: readonly HostRule[] = [
  { hosts: ['youtube.com', 'youtube-nocookie.com', 'youtu.be', 'vimeo.com', 'ted.com', 'loom.com', 'dailymotion.com', 'twitch.tv'], type: 'Video' },
  { hosts: ['open.spotify.com'], path: /^\/(intl-[a-z-]+\/)?(show|episode)\//, type: 'Podcast' },
  { hosts: ['podcasts.apple.com', 'podcasts.google.com', 'anchor.fm', 'soundcloud.com', 'podbean.com', 'buzzsprout.com'], type: 'Podcast' },
  { hosts: ['linkedin.com'], path: /^\/learning\//, type: 'Course' },
  {
    hosts: ['coursera.org', 'udemy.com', 'edx.org', 'udacity.com', 'skillshare.com', 'khanacademy.org', 'pluralsight.com', 'codecademy.com', 'alison.com', 'futurelearn.com', 'datacamp.com', 'freecodecamp.org'],
    type: 'Course',
  },
  { hosts: ['eventbrite.com', 'meetup.com', 'lu.ma', 'zoom.us', 'hopin.com', 'airmeet.com', 'bigmarker.com', 'livestorm.co', 'on24.com', 'gotowebinar.com'], type: 'Webinar' },
];

const hostMatches = (hostname: string, host: string): boolean =>
  hostname === host || hostname.endsWith(`.${host}`);

/**
 * Guesses a resource's type from its page: the host table first, then the page's
 * og:type and words in its address or title (webinar, podcast, course), else Article.
 */
export function guessResourceType(page: PageFacts): ResourceType {
  let url: URL;
  try {
    url = new URL(page.url);
  } catch {
    return 'Article';
  }
  const hostname = url.hostname.toLowerCase().replace(/^www\./, '');
  for (const rule of RESOURCE_TYPE_RULES) {
    if (!rule.hosts.some((host) => hostMatches(hostname, host))) continue;
    if (rule.path && !rule.path.test(url.pathname)) continue;
    return rule.type;
  }
  const ogType = page.ogType?.toLowerCase() ?? '';
  if (ogType.startsWith('video')) return 'Video';
  const words = `${url.pathname} ${page.title ?? ''}`.toLowerCase();
  if (/\bwebinar/.test(words)) return 'Webinar';
  if (/\bpodcasts?\b/.test(words) || ogType === 'music.radio_station') return 'Podcast';
  if (/\bcourses?\b/.test(words) && !/\bof course\b/.test(words)) return 'Course';
  return 'Article';
}
