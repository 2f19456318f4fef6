import '@/components/ui/forms.css';
import { LOG_IN_WITH_GOOGLE } from '@trail/shared';

/**
 * A server message above a form: red alert, except 'Log in with google', which only tells the user how their
 * account signs in (spec §8).
 */
export function FormMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  if (message === LOG_IN_WITH_GOOGLE) {
    return (
      <p role="status" className="alert alert-info">
        {message}
      </p>
    );
  }
  return (
    <p role="alert" className="alert alert-error">
      {message}
    </p>
  );
}
