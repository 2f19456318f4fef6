import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthResponse, User, UserResponse } from '@trail/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { api } from '../api/api-client';
import { tokenSubject } from './jwt';
import { onUnauthorized } from './events';
import { SESSION_EXPIRED_MESSAGE, useValidToken, whileSigningOut, type SignInState } from './guard';
import { userQueryKey } from './session';
import { authToken } from './token';
import { rememberDeletionCancelled } from '../deletion-cancelled';

// The session helpers that need no React Query live in ./auth-guard (they load with the first page).
export {
  clearExpiredToken,
  LOGIN_NEEDED_MESSAGE,
  RequireAuth,
  SESSION_EXPIRED_MESSAGE,
  useAuthToken,
  useValidToken,
  type SignInState,
} from './guard';

export { keepSession, takeSignedInUser, useSignIn, useSignUp, userQueryKey } from './session';

export function startSession(queryClient: QueryClient, auth: AuthResponse): void {
  const { token, user } = auth;
  rememberDeletionCancelled(auth);
  queryClient.setQueryData(userQueryKey, user);
  authToken.set(token);
}

/**
 * Keeps the fresh session that a signed-in request answered with (a profile update, an avatar), but only
 * while that account is still the one signed in here: an answer that arrives after Log Out, or after
 * another account signed in, must not bring its session back.
 */
export function useRenewSession(): (auth: AuthResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (auth) => {
      const current = authToken.get();
      if (current === null || tokenSubject(current) !== auth.user._id) return;
      startSession(queryClient, auth);
    },
    [queryClient],
  );
}

// No view here shows money: the profile alone is one plain read; the earnings views ask for their balance.
const getMe = async (): Promise<User> => (await api.get<UserResponse>('/users/me?balances=false')).user;

/** The signed-in user; `data` stays undefined while signed out (the query is disabled without a token). */
export function useUser() {
  const token = useValidToken();
  return useQuery({ queryKey: userQueryKey, queryFn: getMe, enabled: token !== null, staleTime: 5 * 60_000 });
}

/** Signs out on this device: forgets the token and every cached answer, then opens /signin (with a notice to show there, if any). */
export function useLogout(): (state?: SignInState) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (state?: SignInState) => {
      await whileSigningOut(async () => {
        authToken.clear();
        queryClient.clear();
        await navigate(paths.signIn.getHref(), { replace: true, state });
      });
    },
    [queryClient, navigate],
  );
}

/** Mounted with the query client (app/query-scope): when the API refuses the session, forget cached data and ask to sign in again. */
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
