import '@/components/ui/forms.css';
import { useSubmit } from '@/lib/use-submit';
import { getGoogleUrl, rememberGoogleFlow } from '../api/google-sign-in';

const goToGoogle = ({ url, flow }: { url: string; flow: string }) => {
  rememberGoogleFlow(flow);
  window.location.assign(url);
};

/** Asks the API for Google's consent page and goes there; Google comes back to `/?code=`. */
export function GoogleSignInButton() {
  const google = useSubmit(getGoogleUrl, goToGoogle);
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
        disabled={google.isPending || google.isSuccess}
        aria-busy={google.isPending}
      >
        {google.isPending || google.isSuccess ? 'Opening Google…' : 'Continue with Google'}
      </button>
    </div>
  );
}
