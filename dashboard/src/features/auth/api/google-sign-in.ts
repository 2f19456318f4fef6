import type { AuthResponse, GoogleUrlResponse } from '@trail/shared';
import { api } from '@/lib/api-client';

export const getGoogleUrl = () => api.get<GoogleUrlResponse>('/auth/googleurl');

/** Finishes Google's sign-in: the code Google sent back to `/?code=` becomes a Trail session. */
export const exchangeGoogleCode = (code: string) =>
  api.get<AuthResponse>(`/auth/google?code=${encodeURIComponent(code)}`);
