import type { AuthResponse } from '@trail/shared';

const KEY = 'trail.deletionCancelled';

/** A sign-in that cancelled a pending deletion: the next dashboard page says so, once. */
export function rememberDeletionCancelled(auth: AuthResponse): void {
  if (auth.deletionCancelled) sessionStorage.setItem(KEY, '1');
}

export function takeDeletionCancelled(): boolean {
  const cancelled = sessionStorage.getItem(KEY) === '1';
  sessionStorage.removeItem(KEY);
  return cancelled;
}
