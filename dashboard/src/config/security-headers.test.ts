import { describe, expect, it } from 'vitest';
import { headersFile, parseHeadersFile, securityHeaders } from './security-headers';

const directives = (headers: Record<string, string>) =>
  Object.fromEntries(
    headers['Content-Security-Policy']!.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );

describe('the dashboard host security headers', () => {
  it('let pages call only the API, never be framed, and not sniff or leak full URLs', () => {
    const headers = securityHeaders('https://api.trail.ng/api/v1');
    const csp = directives(headers);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.trail.ng']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('allows an inline script only by its hash', () => {
    expect(directives(securityHeaders(undefined, ['sha256-abc=']))['script-src']).toEqual(["'self'", "'sha256-abc='"]);
  });

  it('still shows covers from other sites, avatars and picked pictures', () => {
    expect(directives(securityHeaders(undefined))['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('keeps calls same-origin when the API sits behind the same host (/api/v1)', () => {
    expect(directives(securityHeaders('/api/v1'))['connect-src']).toEqual(["'self'"]);
  });

  it('writes a _headers file for every path', () => {
    const file = headersFile(securityHeaders('https://api.trail.ng/api/v1'));
    expect(file.split('\n')[0]).toBe('/*');
    expect(file).toContain("  Content-Security-Policy: default-src 'self';");
    expect(file).toContain('connect-src \'self\' https://api.trail.ng;');
    expect(file).toContain("frame-ancestors 'none'");
    expect(file).toContain('  Referrer-Policy: strict-origin-when-cross-origin\n');
    expect(file).toContain('  X-Content-Type-Options: nosniff\n');
  });

  it('reads back the _headers file it writes, for the preview server', () => {
    const headers = securityHeaders('https://api.trail.ng/api/v1', ['sha256-abc=']);
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
  });
});
