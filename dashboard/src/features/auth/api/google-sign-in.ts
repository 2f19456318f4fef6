import type { AuthResponse, GoogleUrlResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';

const FLOW_KEY = 'googleSignInFlow';
const BIRTH_MONTH_KEY = 'googleSignUpBirthMonth';

export const getGoogleUrl = () => api.get<GoogleUrlResponse>('/auth/googleurl');

/** Keeps the sign-in's flow in this tab only: Google's answer is accepted only where the sign-in began. */
export function rememberGoogleFlow(flow: string, birthMonth?: string): void {
  sessionStorage.setItem(FLOW_KEY, flow);
  if (birthMonth) sessionStorage.setItem(BIRTH_MONTH_KEY, birthMonth);
  else sessionStorage.removeItem(BIRTH_MONTH_KEY);
}

/** The month of birth given on the sign-up page before going to Google, once: a new account needs it. */
export function takeGoogleBirthMonth(): string | undefined {
  const birthMonth = sessionStorage.getItem(BIRTH_MONTH_KEY) ?? undefined;
  sessionStorage.removeItem(BIRTH_MONTH_KEY);
  return birthMonth;
}

/** The flow of the sign-in this tab started, once. */
export function takeGoogleFlow(): string | null {
  const flow = sessionStorage.getItem(FLOW_KEY);
  sessionStorage.removeItem(FLOW_KEY);
  return flow;
}

/** Finishes Google's sign-in: the code and state Google sent back to `/?code=` become a Trail session. */
export const exchangeGoogleCode = ({ code, state, flow, birthMonth }: { code: string; state: string; flow: string; birthMonth?: string }) =>
  api.get<AuthResponse>(`/auth/google?${new URLSearchParams({ code, state, flow, ...(birthMonth ? { birthMonth } : {}) }).toString()}`);
