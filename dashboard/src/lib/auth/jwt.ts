// The payload is read without verifying it: the API verifies; the dashboard only avoids sending a dead token
// and keeps answers meant for another session out of this one.
function tokenClaims(token: string): { exp?: unknown; sub?: unknown } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as { exp?: unknown; sub?: unknown };
  } catch {
    return null;
  }
}

/** A JWT's `exp` in milliseconds; null when it cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** The account id a JWT was issued to (`sub`); null when it cannot be read. */
export function tokenSubject(token: string): string | null {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}

/** A token whose payload cannot be read counts as expired: it would only earn a 401. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt <= now;
}
