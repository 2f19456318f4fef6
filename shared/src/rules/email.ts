/** Deliberately simple: one @, something before it, a dot in the domain, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Removes all whitespace, as the waitlist, newsletter and Trailbank forms do. */
export function normaliseEmail(input: string): string {
  return input.replace(/\s+/g, '');
}

export function isValidEmail(input: string): boolean {
  return EMAIL_PATTERN.test(normaliseEmail(input));
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for telling one person's second account: case and a
 * `+tag` never matter, and Gmail also ignores dots and reads googlemail.com as gmail.com.
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  const untagged = local.split('+')[0] ?? '';
  if (GMAIL_DOMAINS.has(domain)) return `${untagged.replaceAll('.', '')}@gmail.com`;
  return `${untagged}@${domain}`;
}
