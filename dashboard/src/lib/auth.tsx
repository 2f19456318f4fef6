import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginBody, RegisterBody, User, UserResponse } from '@trail/shared';
import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { onUnauthorized } from './auth-events';
import { isTokenExpired } from './auth-jwt';
import { authToken } from './auth-token';

export const userQueryKey = ['users', 'me'] as const;

/** What /signin reads from the navigation state: where to return after signing in, and why it was opened. */
export interface SignInState {
  from?: string;
  error?: string;
}

export const LOGIN_NEEDED_MESSAGE = 'Please log in to continue';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** The stored token, re-rendering on every sign-in and sign-out. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(authToken.subscribe, authToken.get, () => null);
}

/** A stored token that has not expired yet; null when signed out or expired. */
export function useValidToken(): string | null {
  const token = useAuthToken();
  return token && !isTokenExpired(token) ? token : null;
}

/** Clears a stored token whose expiry has passed; true when it did. */
export function clearExpiredToken(): boolean {
  const token = authToken.get();
  if (token === null || !isTokenExpired(token)) return false;
  authToken.clear();
  return true;
}

export function startSession(queryClient: QueryClient, { token, user }: AuthResponse): void {
  queryClient.setQueryData(userQueryKey, user);
  authToken.set(token);
}

/** Keeps an AuthResponse (sign-in, Google return, reset, profile update): stores the token, caches the user. */
export function useStartSession(): (auth: AuthResponse) => void {
  const queryClient = useQueryClient();
  return useCallback((auth) => startSession(queryClient, auth), [queryClient]);
}

const getMe = async (): Promise<User> => (await api.get<UserResponse>('/users/me')).user;

/** The signed-in user; `data` stays undefined while signed out (the query is disabled without a token). */
export function useUser() {
  const token = useValidToken();
  return useQuery({ queryKey: userQueryKey, queryFn: getMe, enabled: token !== null, staleTime: 5 * 60_000 });
}

export function useSignIn() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<AuthResponse>('/auth/login', body),
    onSuccess: start,
  });
}

export function useSignUp() {
  const start = useStartSession();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<AuthResponse>('/auth/register', body),
    onSuccess: start,
  });
}

// True while a deliberate sign-out leaves the signed-in views: RequireAuth must not turn it into a
// "log in to continue" redirect that would send the next sign-in back to the view just left.
let signingOut = false;

/** Signs out on this device: forgets the token and every cached answer, then opens /signin. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    signingOut = true;
    authToken.clear();
    queryClient.clear();
    try {
      await navigate(paths.signIn.getHref(), { replace: true });
    } finally {
      signingOut = false;
    }
  }, [queryClient, navigate]);
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

/** Mounted once at the root: when the API refuses the session, forget cached data and ask to sign in again. */
export function useSignInAgainWhenSessionEnds(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.removeQueries();
        const { pathname, search, hash } = here.current;
        if (pathname === paths.signIn.getHref()) return;
        const state: SignInState = { from: `${pathname}${search}${hash}`, error: SESSION_EXPIRED_MESSAGE };
        void navigate(paths.signIn.getHref(), { replace: true, state });
      }),
    [navigate, queryClient],
  );
}
