/** Paths the dashboard uses itself; `/{username}` is a mentor's public page, so none can be a username. */
export const RESERVED_USERNAMES = [
  'signin', 'signup', 'login', 'logout', 'about', 'privacy', 'mentor', 'mentors', 'pathway', 'assess', 'individuals',
  'waitlist', 'analytics', 'resetpassword', 'plan', 'history', 'wishlist', 'settings', 'search', 'dashboard',
  'api', 'admin', 'help', 'support', 'trail', 'unsubscribe', 'avatars', 'assets', 'static', 'onboarding', 'share', 'offline',
] as const;

export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9_-]{1,28}[a-z0-9])?$/;

export const USERNAME_RULE =
  'Username must be 3 to 30 letters, digits, - or _, starting and ending with a letter or digit';

/** Why a (lowercased) username cannot be used, or null when it can. */
export function usernameError(username: string): string | null {
  const name = username.trim().toLowerCase();
  if (!USERNAME_PATTERN.test(name)) return USERNAME_RULE;
  if ((RESERVED_USERNAMES as readonly string[]).includes(name)) return 'This username is taken';
  return null;
}
