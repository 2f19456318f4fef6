import { LinkSignInPrompt } from '@/features/auth/components/link-sign-in-prompt';
import { useEntryQueryParams } from '@/features/auth/hooks/use-entry-query-params';
import { SigningIn } from './signing-in';

/** `/?token=` and `/?code=`: sets up the session (a link's once the person said yes), then the hook moves on to Home (or /signin). */
export function SessionFromQueryParams() {
  const { settingUp, linkSignIn } = useEntryQueryParams();
  if (linkSignIn) return <LinkSignInPrompt link={linkSignIn} />;
  return settingUp ? <SigningIn /> : null;
}
