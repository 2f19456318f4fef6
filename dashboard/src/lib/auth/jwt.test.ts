import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/test/fake-jwt';
import { isTokenExpired, tokenExpiresAt, tokenSubject } from './jwt';

describe('token expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the expiry of a JWT in milliseconds', () => {
    // A fixed clock: read twice, a real one can cross a second boundary between token and expectation.
    vi.useFakeTimers({ now: 1_800_000_000_400 });
    expect(tokenExpiresAt(fakeJwt(60))).toBe(1_800_000_060_000);
  });

  it('treats a token valid for 30 more days as live', () => {
    expect(isTokenExpired(fakeJwt(30 * 24 * 3600))).toBe(false);
  });

  it('treats a token whose expiry has passed as expired', () => {
    expect(isTokenExpired(fakeJwt(-1))).toBe(true);
  });

  it('treats a token it cannot read as expired', () => {
    expect(isTokenExpired('not-a-token')).toBe(true);
    expect(isTokenExpired('a.%%%.c')).toBe(true);
  });

  it('reads payloads written in base64url with characters base64 would write differently', () => {
    const token = fakeJwt(3600, { name: '??>>~~' });
    expect(isTokenExpired(token)).toBe(false);
  });

  it('reads the account a token was issued to, and nothing from a token it cannot read', () => {
    expect(tokenSubject(fakeJwt(60, { sub: 'abc123' }))).toBe('abc123');
    expect(tokenSubject('not-a-token')).toBeNull();
    expect(tokenSubject(fakeJwt(60, { sub: 42 }))).toBeNull();
  });
});
