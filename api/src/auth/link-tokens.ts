import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: the only shape of token a mailed link carries. */
const RAW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (raw: string): string => createHash('sha256').update(raw).digest('hex');

/**
 * A single-use link mailed to a person (a password reset, a parent's agreement): the raw token goes in
 * the mail, only its SHA-256 is stored, so a database leak opens no link.
 */
export function newLinkToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: sha256(raw) };
}

/** The stored hash a link's token stands for; null for a token Trail never hands out (no lookup needed). */
export function hashLinkToken(raw: string): string | null {
  return RAW_TOKEN_PATTERN.test(raw) ? sha256(raw) : null;
}

/**
 * A link token Trail can make again: an HMAC of `subject` under a server key, in the same shape and stored
 * the same way (only its SHA-256). A database leak still opens no link: the key is not in the database,
 * and whoever holds the key can already sign sessions.
 */
export function derivedLinkToken(key: string, subject: string): { raw: string; hash: string } {
  const raw = createHmac('sha256', key).update(subject).digest('base64url');
  return { raw, hash: sha256(raw) };
}
