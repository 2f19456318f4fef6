import '@/components/ui/forms.css';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api/api-client';
import { useSubmit } from '@/lib/api/use-submit';

interface GoogleSignInButtonProps {
  /** On the sign-up page: the month of birth a new account needs (decision 0058). */
  birthMonth?: string;
  /** On the sign-up page until a month of birth of someone 13 or older is chosen. */
  needsAge?: boolean;
}

// Fetched on the tap, which waits for the API anyway: the sign-in pages load without it (decision 0066, amended).
const loadGoogleSignIn = () =>
  import('../api/google-sign-in').catch(() => {
    throw new Error(NETWORK_ERROR_MESSAGE);
  });

async function startGoogleFlow(birthMonth: string | undefined): Promise<string> {
  const { getGoogleUrl, rememberGoogleFlow } = await loadGoogleSignIn();
  const { url, flow } = await getGoogleUrl();
  rememberGoogleFlow(flow, birthMonth);
  return url;
}

/** Asks the API for Google's consent page and goes there; Google comes back to `/?code=`. */
export function GoogleSignInButton({ birthMonth, needsAge = false }: GoogleSignInButtonProps) {
  const google = useSubmit(startGoogleFlow, (url) => window.location.assign(url));
  return (
    <div className="google-sign-in">
      {google.error && (
        <p role="alert" className="alert alert-error">
          {google.error.message}
        </p>
      )}
      <button
        type="button"
        className="button-secondary"
        onClick={() => google.mutate(birthMonth)}
        disabled={google.isPending || google.isSuccess || needsAge}
        title={needsAge ? 'Choose your month and year of birth first' : undefined}
        aria-busy={google.isPending}
      >
        {google.isPending || google.isSuccess ? 'Opening Google…' : 'Continue with Google'}
      </button>
    </div>
  );
}
