import { parse } from 'tldts';

const TRACKING_PARAM = /^(utm_.+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|si|ref_src|_hsenc|_hsmi)$/i;

/** The URL when it is an absolute http(s) link, otherwise null. */
export function parseHttpUrl(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function isHttpUrl(link: string): boolean {
  return parseHttpUrl(link) !== null;
}

/**
 * The key two links share when they are "the same page": scheme, `www.`, a trailing slash,
 * tracking parameters and the #fragment are ignored; the other parameters are sorted.
 * Null when the link is not http(s).
 */
export function normaliseResourceUrl(link: string): string | null {
  const url = parseHttpUrl(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port ? `:${url.port}` : '';
  const path = url.pathname.replace(/\/+$/, '') || '';
  const params = [...url.searchParams.entries()]
    .filter(([name]) => !TRACKING_PARAM.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${host}${port}${path}${query}`;
}

/**
 * `offeredBy`: the host a resource comes from, without `www.` (e.g. `youtube.com`,
 * `docs.google.com`). Null when the link is not http(s).
 */
export function resourceSource(link: string): string | null {
  const url = parseHttpUrl(link);
  if (!url) return null;
  const { hostname, subdomain, domain } = parse(url.hostname);
  if (!hostname) return null;
  if (domain && (subdomain === 'www' || subdomain === '')) return domain;
  return hostname.replace(/^www\./, '');
}
