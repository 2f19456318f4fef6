import type { AuthResponse, LoginBody, RegisterBody, User } from '@trail/shared';
import { api } from '../api/api-client';
import { authToken } from './token';
import { rememberDeletionCancelled } from '../deletion-cancelled';
import { useSubmit } from '../api/use-submit';

// Signing in needs no React Query (the sign-in pages load without it, decision 0013): the user
// answered with the token waits here until the query cache (app/query-scope) takes it.

export const userQueryKey = ['users', 'me'] as const;

let signedInUser: User | null = null;

/** Keeps an AuthResponse: stores the token and hands the user to the query cache when it loads. */
export function keepSession(auth: AuthResponse): void {
  const { token, user } = auth;
  rememberDeletionCancelled(auth);
  signedInUser = user;
  authToken.set(token);
}

/** The user of the latest sign-in, once; the query scope seeds its cache with it. */
export function takeSignedInUser(): User | null {
  const user = signedInUser;
  signedInUser = null;
  return user;
}

const logIn = (body: LoginBody) => api.post<AuthResponse>('/auth/login', body);
const register = (body: RegisterBody) => api.post<AuthResponse>('/auth/register', body);

export const useSignIn = () => useSubmit(logIn, keepSession);

export const useSignUp = () => useSubmit(register, keepSession);
