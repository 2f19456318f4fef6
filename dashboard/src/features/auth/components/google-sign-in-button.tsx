import '@/components/ui/forms.css';
import { useSubmit } from '@/lib/use-submit';
import { getGoogleUrl, rememberGoogleFlow } from '../api/google-sign-in';
import { ageGroupOf } from '../birth-month';

interface GoogleSignInButtonProps {
  /** On the sign-up page: the month of birth a new account needs (decision 0058). */
  birthMonth?: string;
  forSignUp?: boolean;
}

/** Asks the API for Google's consent page and goes there; Google comes back to `/?code=`. */
export function GoogleSignInButton({ birthMonth, forSignUp = false }: GoogleSignInButtonProps) {
  const goToGoogle = ({ url, flow }: { url: string; flow: string }) => {
    rememberGoogleFlow(flow, birthMonth);
    window.location.assign(url);
  };
  const google = useSubmit(getGoogleUrl, goToGoogle);
  const group = ageGroupOf(birthMonth ?? '');
  const needsAge = forSignUp && (!group || group === 'too-young');
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
        onClick={() => google.mutate(undefined)}
        disabled={google.isPending || google.isSuccess || needsAge}
        title={needsAge ? 'Choose your month and year of birth first' : undefined}
        aria-busy={google.isPending}
      >
        {google.isPending || google.isSuccess ? 'Opening Google…' : 'Continue with Google'}
      </button>
    </div>
  );
}
