import { useEffect } from 'react';
import type { User } from '@trail/shared';
import { useUpdateUser } from '../api/update-user';

/** The browser's IANA zone, e.g. Africa/Lagos; undefined where the browser does not say. */
export const browserTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

// Once per page load and account: a refused update (a read-only demo account) is not retried on every render.
const attempted = new Set<string>();

/**
 * Stores the browser's time zone on an account that has none, so meeting e-mails and WhatsApp
 * messages show the person's own local times. A zone set later in Settings is never overwritten.
 */
export function useRememberTimeZone(user: User | undefined): void {
  const { mutate } = useUpdateUser();
  useEffect(() => {
    const zone = browserTimeZone();
    if (!user || user.timezone || !zone || attempted.has(user._id)) return;
    attempted.add(user._id);
    mutate({ userId: user._id, body: { timezone: zone } });
  }, [user, mutate]);
}
