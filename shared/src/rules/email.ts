/** Deliberately simple: one @, something before it, a dot in the domain, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Removes all whitespace, as the waitlist, newsletter and Trailbank forms do. */
export function normaliseEmail(input: string): string {
  return input.replace(/\s+/g, '');
}

export function isValidEmail(input: string): boolean {
  return EMAIL_PATTERN.test(normaliseEmail(input));
}
