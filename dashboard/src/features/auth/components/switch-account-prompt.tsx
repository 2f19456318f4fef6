import '@/components/ui/forms.css';
import { useUser } from '@/lib/auth';

/** A link with `token=` opened while someone is signed in here: never switch accounts without asking. */
export function SwitchAccountPrompt({ onContinue, onStay }: { onContinue: () => void; onStay: () => void }) {
  const { data: user } = useUser();
  const who = user ? `${user.firstName} (${user.email})` : 'your current account';
  return (
    <div role="dialog" aria-labelledby="switch-account-title" className="auth-page">
      <h1 id="switch-account-title">Continue as another account?</h1>
      <p>
        You are signed in as {who}. This link signs in to a different Trail account. Only continue if you opened a link
        you asked for.
      </p>
      <button type="button" onClick={onStay}>
        Stay signed in as {user ? user.firstName : 'me'}
      </button>
      <button type="button" className="button-secondary" onClick={onContinue}>
        Continue with the other account
      </button>
    </div>
  );
}
