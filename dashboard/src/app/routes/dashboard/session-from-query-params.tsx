import { useEntryQueryParams } from '@/features/auth/hooks/use-entry-query-params';
import { SigningIn } from './signing-in';

/** `/?token=` and `/?code=`: sets up the session, then the hook moves on to Home (or /signin). */
export function SessionFromQueryParams() {
  const settingUpSession = useEntryQueryParams();
  return settingUpSession ? <SigningIn /> : null;
}
