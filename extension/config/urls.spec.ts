// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dashboardMatches, DEFAULT_API_URL, hostPermissionFor, readUrl } from './urls';

describe('readUrl', () => {
  it('falls back to the default when unset or blank', () => {
    expect(readUrl('WXT_API_URL', undefined, DEFAULT_API_URL)).toBe(DEFAULT_API_URL);
    expect(readUrl('WXT_API_URL', ' ', DEFAULT_API_URL)).toBe(DEFAULT_API_URL);
  });

  it('drops a trailing slash', () => {
    expect(readUrl('WXT_API_URL', 'https://api.trail.ng/api/v1/', DEFAULT_API_URL)).toBe(
      'https://api.trail.ng/api/v1',
    );
  });

  it('rejects a value that is not an http(s) URL, naming the variable', () => {
    expect(() => readUrl('WXT_API_URL', 'api.trail.ng', DEFAULT_API_URL)).toThrow(/WXT_API_URL/);
    expect(() => readUrl('WXT_API_URL', 'ftp://api.trail.ng', DEFAULT_API_URL)).toThrow(/WXT_API_URL/);
  });
});

describe('hostPermissionFor', () => {
  it("covers the URL's host without port or path", () => {
    expect(hostPermissionFor('http://localhost:5000/api/v1')).toBe('http://localhost/*');
    expect(hostPermissionFor('https://api.trail.ng/api/v1')).toBe('https://api.trail.ng/*');
  });
});

describe('dashboardMatches', () => {
  it("runs the bridge on the dashboard's host only", () => {
    expect(dashboardMatches('https://app.trail.ng')).toEqual(['https://app.trail.ng/*']);
    expect(dashboardMatches(undefined)).toEqual(['http://localhost/*']);
  });
});
