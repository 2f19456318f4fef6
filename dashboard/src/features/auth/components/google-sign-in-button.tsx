import '@/components/ui/forms.css';
import { useMutation } from '@tanstack/react-query';
import { getGoogleUrl } from '../api/google-sign-in';

/** Asks the API for Google's consent page and goes there; Google comes back to `/?code=`. */
export function GoogleSignInButton() {
  const google = useMutation({
    mutationFn: getGoogleUrl,
    onSuccess: ({ url }) => window.location.assign(url),
  });
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
        onClick={() => google.mutate()}
        disabled={google.isPending || google.isSuccess}
        aria-busy={google.isPending}
      >
        {google.isPending || google.isSuccess ? 'Opening Google…' : 'Continue with Google'}
      </button>
    </div>
  );
}
