import { useState, type FormEvent } from 'react';
import { useResetPassword } from '../api/password-reset';
import { FormMessage } from './form-message';
import { useHydrated } from '@/lib/api/hydration';

/** The mailed link's page: only the new password (spec §2 /resetpassword with token=). */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate({ token, password }, { onSuccess: onReset });
  };
  return (
    <form onSubmit={submit} className="auth-form">
      <FormMessage message={reset.error?.message} />
      <label>
        New password
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          required
        />
      </label>
      <button type="submit" disabled={reset.isPending || !hydrated} aria-busy={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Reset'}
      </button>
    </form>
  );
}
