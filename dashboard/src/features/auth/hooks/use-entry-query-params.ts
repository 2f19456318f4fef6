import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-client';
import { SESSION_EXPIRED_MESSAGE, startSession, userQueryKey, type SignInState } from '@/lib/auth';
import { isTokenExpired } from '@/lib/auth/jwt';
import { authToken } from '@/lib/auth/token';
import { exchangeGoogleCode, takeGoogleBirthMonth, takeGoogleFlow } from '../api/google-sign-in';

const GOOGLE_FAILED_MESSAGE = 'Google sign-in did not complete. Please try again.';
export const GOOGLE_NOT_STARTED_HERE = 'This Google sign-in was not started in this browser tab. Please try again here.';

export interface LinkSignIn {
  /** The link's session, to name its account before it is used. */
  token: string;
  /** Someone else is signed in here: using the link switches accounts. */
  switching: boolean;
  accept: () => void;
  decline: () => void;
}

export interface EntrySession {
  /** True while a session is being set up. */
  settingUp: boolean;
  /** Set when `token=` would sign this browser in: the person says yes first (login CSRF, security review L1). */
  linkSignIn: LinkSignIn | null;
}

/**
 * The entry route's session parameters (spec §2): `token=` becomes the session (or, expired, sends the
 * visitor to /signin) once the person has seen whose account it is and said yes, whether or not someone
 * is signed in here (login CSRF: a link could sign a visitor in to an attacker's account); `code=` is
 * Google's return, accepted only in the tab that started the sign-in. Needs React Query, so the dashboard
 * gate loads it only when they are present; `refCode=` is use-ref-code-param's.
 */
export function useEntryQueryParams(): EntrySession {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handledCode = useRef<string | null>(null);
  const code = params.get('code');
  const state = params.get('state');
  const token = params.get('token');
  const current = authToken.get();
  const liveToken = token && !isTokenExpired(token) ? token : null;
  const signedInHere = Boolean(current && !isTokenExpired(current));
  const asksFirst = Boolean(liveToken && current !== liveToken);

  const adopt = useCallback(
    (next: string) => {
      authToken.set(next);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void navigate(paths.home.getHref(), { replace: true });
    },
    [navigate, queryClient],
  );

  useEffect(() => {
    if (!token) return;
    if (isTokenExpired(token)) {
      authToken.clear();
      const signIn: SignInState = { error: SESSION_EXPIRED_MESSAGE };
      void navigate(paths.signIn.getHref(), { replace: true, state: signIn });
      return;
    }
    if (!asksFirst) adopt(token);
  }, [token, asksFirst, navigate, adopt]);

  useEffect(() => {
    // StrictMode runs effects twice; a Google code works only once.
    if (!code || handledCode.current === code) return;
    handledCode.current = code;
    const flow = takeGoogleFlow();
    const birthMonth = takeGoogleBirthMonth();
    const fail = (message: string) => {
      const signIn: SignInState = { error: message };
      void navigate(paths.signIn.getHref(), { replace: true, state: signIn });
    };
    if (!flow || !state) return fail(GOOGLE_NOT_STARTED_HERE);
    exchangeGoogleCode({ code, state, flow, birthMonth }).then(
      (auth) => {
        startSession(queryClient, auth);
        void navigate(paths.home.getHref(), { replace: true });
      },
      (error: unknown) => fail(error instanceof ApiError ? error.message : GOOGLE_FAILED_MESSAGE),
    );
  }, [code, state, navigate, queryClient]);

  const linkSignIn =
    asksFirst && liveToken
      ? {
          token: liveToken,
          switching: signedInHere,
          accept: () => adopt(liveToken),
          decline: () => void navigate(paths.home.getHref(), { replace: true }),
        }
      : null;
  return { settingUp: Boolean(code || (liveToken && !asksFirst)), linkSignIn };
}
