import { useState, type FormEvent } from 'react';
import { useSignIn } from '@/lib/auth/session';
import { FormMessage } from './form-message';
import { useHydrated } from '@/lib/api/hydration';

interface SignInFormProps {
  onSignedIn: () => void;
  onForgotPassword: () => void;
}

export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <form onSubmit={submit} className="auth-form">
      <FormMessage message={signIn.error?.message} />
      <label>
        E-mail
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required />
      </label>
      <label>
        Password
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
        />
      </label>
      <button type="button" className="button-link" onClick={onForgotPassword}>
        Forgot password?
      </button>
      <button type="submit" disabled={signIn.isPending || !hydrated} aria-busy={signIn.isPending}>
        {signIn.isPending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
