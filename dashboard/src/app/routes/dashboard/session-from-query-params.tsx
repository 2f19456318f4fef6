import { SwitchAccountPrompt } from '@/features/auth/components/switch-account-prompt';
import { useEntryQueryParams } from '@/features/auth/hooks/use-entry-query-params';
import { SigningIn } from './signing-in';

/** `/?token=` and `/?code=`: sets up the session, then the hook moves on to Home (or /signin). */
export function SessionFromQueryParams() {
  const { settingUp, switchAccount } = useEntryQueryParams();
  if (switchAccount) return <SwitchAccountPrompt onContinue={switchAccount.accept} onStay={switchAccount.decline} />;
  return settingUp ? <SigningIn /> : null;
}
