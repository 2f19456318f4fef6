import { useState, type FormEvent } from 'react';
import { useForgotPassword } from '../api/password-reset';
import { FormMessage } from './form-message';
import { useHydrated } from '@/lib/api/hydration';

interface ForgotPasswordFormProps {
  submitLabel?: string;
  /** Without it (the /resetpassword page) there is nothing to go back to. */
  onCancel?: () => void;
}

/** Asks for the e-mail, then confirms that a reset link is on its way. */
export function ForgotPasswordForm({ submitLabel = 'Send reset link', onCancel }: ForgotPasswordFormProps) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();

  if (forgot.isSuccess) {
    return (
      <div className="auth-form" role="status">
        <h2>Check your e-mail</h2>
        <p>
          We have sent a link to reset your password to <strong>{email.trim()}</strong>. It may take a few minutes to
          arrive.
        </p>
        {onCancel && (
          <button type="button" className="button-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate(email);
  };
  return (
    <form onSubmit={submit} className="auth-form">
      <h2>Forgot your password?</h2>
      <p>Type the e-mail you signed up with and we will send you a link to set a new one.</p>
      <FormMessage message={forgot.error?.message} />
      <label>
        E-mail
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required />
      </label>
      <button type="submit" disabled={forgot.isPending || !hydrated} aria-busy={forgot.isPending}>
        {forgot.isPending ? 'Sending…' : submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="button-secondary" onClick={onCancel}>
          Cancel
        </button>
      )}
    </form>
  );
}
