/**
 * The HTTP headers the dashboard's host sends with every page. Pure, so the Vite config (build and
 * preview) and its test use the same list; the dev server leaves the policy out because Vite's hot
 * reload runs inline scripts.
 */
export function securityHeaders(apiUrl: string | undefined, inlineScriptHashes: readonly string[] = []): Record<string, string> {
  const api = apiUrl && /^https?:\/\//.test(apiUrl) ? new URL(apiUrl).origin : undefined;
  const policy = {
    'default-src': ["'self'"],
    // Inline scripts only by hash: the pages carry config/client-only-check.ts and config/entry-loader.ts.
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'"],
    // Covers come from any site a learner saved; avatars from the API or Google; previews are blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(api ? [api] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(api ? [api] : [])],
    // The web app manifest and the service worker (/sw.js), both from this origin only (decision 0052).
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return {
    'Content-Security-Policy': Object.entries(policy)
      .map(([directive, sources]) => `${directive} ${[...new Set(sources)].join(' ')}`)
      .join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** The same headers as a `_headers` file (Netlify, Cloudflare Pages), for every path. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}

/** The headers of a `_headers` file written by `headersFile` (and extended by scripts/prerender.mjs). */
export function parseHeadersFile(file: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of file.split('\n')) {
    const at = line.indexOf(':');
    if (!/^\s+\S/.test(line) || at < 0) continue;
    headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return headers;
}
