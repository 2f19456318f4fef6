import type { UpResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';

/**
 * Pings the API on start so a sleeping host is awake by the time the user signs in.
 * Nobody waits for the answer, so it never rejects.
 */
export async function wakeUpApi(): Promise<void> {
  try {
    await api.get<UpResponse>('/auth/up');
  } catch {
    // A failed wake-up changes nothing for the user; the real request will report its own error.
  }
}
