/**
 * The params of `pathname` when it matches `pattern` (`/mentor/:username`, `/about/*`, `*`), else null.
 * Segments are compared whole, a trailing slash is ignored, and `*` takes the rest of the path.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const parts = split(pattern);
  const segments = split(pathname);
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(i).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return segments.length === parts.length ? params : null;
}

/** A path's segments, without empty ones (leading, trailing or doubled slashes). */
export const split = (path: string) => path.split('/').filter(Boolean);

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
