import '@/components/ui/forms.css';
import type { LinkSignIn } from '../hooks/use-entry-query-params';
import { useLinkAccount } from '../api/link-account';
import { SwitchAccountPrompt } from './switch-account-prompt';

/**
 * A link with `token=` opened here: it names the account it signs in to, and waits for a yes. Someone who
 * was sent a link to an attacker's account sees a name that is not theirs (security review L1).
 */
export function LinkSignInPrompt({ link }: { link: LinkSignIn }) {
  const account = useLinkAccount(link.token);
  if (link.switching) return <SwitchAccountPrompt onContinue={link.accept} onStay={link.decline} />;
  const who = account.data ? `${account.data.firstName} (${account.data.email})` : null;
  return (
    <div role="dialog" aria-labelledby="link-sign-in-title" className="auth-page">
      <h1 id="link-sign-in-title">{who ? `Continue as ${who}?` : 'Sign in with this link?'}</h1>
      {account.isPending && <p role="status">Checking the link…</p>}
      {account.error && <p role="alert">This link no longer signs in: {account.error.message}</p>}
      <p>This link signs you in to a Trail account. Only continue if it is your account and you asked for the link.</p>
      <button type="button" onClick={link.accept} disabled={!account.data}>
        {account.data ? `Continue as ${account.data.firstName}` : 'Continue'}
      </button>
      <button type="button" className="button-secondary" onClick={link.decline}>
        Not now
      </button>
    </div>
  );
}
