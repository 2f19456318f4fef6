import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { SESSION_EXPIRED_MESSAGE, startSession, userQueryKey, type SignInState } from '@/lib/auth';
import { isTokenExpired } from '@/lib/auth-jwt';
import { authToken } from '@/lib/auth-token';
import { exchangeGoogleCode } from '../api/google-sign-in';

const GOOGLE_FAILED_MESSAGE = 'Google sign-in did not complete. Please try again.';

/**
 * The entry route's session parameters (spec §2): `token=` becomes the session (or, expired, sends the
 * visitor to /signin), `code=` is Google's return. True while a session is being set up. Needs React Query,
 * so the dashboard gate loads it only when they are present; `refCode=` is use-ref-code-param's.
 */
export function useEntryQueryParams(): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handledCode = useRef<string | null>(null);
  const code = params.get('code');
  const token = params.get('token');

  useEffect(() => {
    if (!token) return;
    if (isTokenExpired(token)) {
      authToken.clear();
      const state: SignInState = { error: SESSION_EXPIRED_MESSAGE };
      void navigate(paths.signIn.getHref(), { replace: true, state });
      return;
    }
    authToken.set(token);
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void navigate(paths.home.getHref(), { replace: true });
  }, [token, navigate, queryClient]);

  useEffect(() => {
    // StrictMode runs effects twice; a Google code works only once.
    if (!code || handledCode.current === code) return;
    handledCode.current = code;
    exchangeGoogleCode(code).then(
      (auth) => {
        startSession(queryClient, auth);
        void navigate(paths.home.getHref(), { replace: true });
      },
      (error: unknown) => {
        const state: SignInState = { error: error instanceof ApiError ? error.message : GOOGLE_FAILED_MESSAGE };
        void navigate(paths.signIn.getHref(), { replace: true, state });
      },
    );
  }, [code, navigate, queryClient]);

  return Boolean(code || (token && !isTokenExpired(token)));
}
