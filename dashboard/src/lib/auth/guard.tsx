import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { isTokenExpired } from './jwt';
import { authToken } from './token';
import { useBrowserStore } from '../api/hydration';

// Everything here loads with the first page, so it must never import React Query (decision 0013).

/** What /signin reads from the navigation state: where to return after signing in, and why it was opened. */
export interface SignInState {
  from?: string;
  error?: string;
  /** Not an error: what happened before the sign-in page (an account deletion asked for). */
  notice?: string;
}

export const LOGIN_NEEDED_MESSAGE = 'Please log in to continue';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

const noToken = () => null;

/** The stored token, re-rendering on every sign-in and sign-out; none while a pre-rendered page is taken over. */
export function useAuthToken(): string | null {
  return useBrowserStore(authToken.subscribe, authToken.get, noToken);
}

/** A stored token that has not expired yet; null when signed out or expired. */
export function useValidToken(): string | null {
  const token = useAuthToken();
  return token && !isTokenExpired(token) ? token : null;
}

/**
 * Whether a live session is stored now. A handler asks this rather than what its view rendered with: a tap
 * answered while React takes over a pre-rendered page comes before the view shows the session.
 */
export function hasValidToken(): boolean {
  const token = authToken.get();
  return token !== null && !isTokenExpired(token);
}

/** Clears a stored token whose expiry has passed; true when it did. */
export function clearExpiredToken(): boolean {
  const token = authToken.get();
  if (token === null || !isTokenExpired(token)) return false;
  authToken.clear();
  return true;
}

// True while a deliberate sign-out leaves the signed-in views: RequireAuth must not turn it into a
// "log in to continue" redirect that would send the next sign-in back to the view just left.
let signingOut = false;

/** Runs a sign-out's navigation without RequireAuth redirecting it. */
export async function whileSigningOut(signOut: () => Promise<void>): Promise<void> {
  signingOut = true;
  try {
    await signOut();
  } finally {
    signingOut = false;
  }
}

/** Renders its children only with a live session; otherwise sends the user to /signin and back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAuthToken();
  const location = useLocation();
  const navigate = useNavigate();
  const expired = token !== null && isTokenExpired(token);
  const signedOut = token === null || expired;
  const from = `${location.pathname}${location.search}${location.hash}`;

  // An effect on plain values rather than <Navigate state={…}>: a fresh state object on every render would
  // restart the redirect while /signin's code is still loading, forever.
  useEffect(() => {
    if (!signedOut || signingOut) return;
    if (expired) authToken.clear();
    const state: SignInState = { from, error: expired ? SESSION_EXPIRED_MESSAGE : LOGIN_NEEDED_MESSAGE };
    void navigate(paths.signIn.getHref(), { replace: true, state });
    // `expired` flips to false once the token is cleared; the redirect already carries the right message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedOut, from, navigate]);

  return signedOut ? null : children;
}
