import { describe, expect, it } from 'vitest';
import { isValidEmail, normaliseEmail } from './email.js';

describe('e-mail check of the waitlist, newsletter and Trailbank forms', () => {
  it('removes whitespace before checking', () => {
    expect(normaliseEmail('  ada @example.com ')).toBe('ada@example.com');
    expect(isValidEmail(' ada@example.com ')).toBe(true);
  });

  it('rejects addresses without a user, an @ or a domain dot', () => {
    for (const bad of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'a@b@c.com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});
