import type { AuthResponse, GoogleUrlResponse } from '@trail/shared';
import { api } from '@/lib/api-client';

const FLOW_KEY = 'googleSignInFlow';

export const getGoogleUrl = () => api.get<GoogleUrlResponse>('/auth/googleurl');

/** Keeps the sign-in's flow in this tab only: Google's answer is accepted only where the sign-in began. */
export function rememberGoogleFlow(flow: string): void {
  sessionStorage.setItem(FLOW_KEY, flow);
}

/** The flow of the sign-in this tab started, once. */
export function takeGoogleFlow(): string | null {
  const flow = sessionStorage.getItem(FLOW_KEY);
  sessionStorage.removeItem(FLOW_KEY);
  return flow;
}

/** Finishes Google's sign-in: the code and state Google sent back to `/?code=` become a Trail session. */
export const exchangeGoogleCode = ({ code, state, flow }: { code: string; state: string; flow: string }) =>
  api.get<AuthResponse>(`/auth/google?${new URLSearchParams({ code, state, flow }).toString()}`);
