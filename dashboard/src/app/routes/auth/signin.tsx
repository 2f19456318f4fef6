import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@/lib/navigation';
import { Illustration } from '@/components/ui/illustration';
import { TrailMark } from '@/components/ui/trail-logo';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { SignInState } from '@/lib/auth/guard';

export function SignInRoute() {
  useDocumentTitle('Log in');
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as SignInState;
  const [forgotPassword, setForgotPassword] = useState(false);

  const returnToOrigin = () => void navigate(state.from ?? paths.home.getHref(), { replace: true });

  return (
    <div className="auth-page">
      <TrailMark size={48} />
      <h1>Welcome to the Organized Side of Learning</h1>
      {state.notice && (
        <p role="status" className="alert">
          {state.notice}
        </p>
      )}
      {state.error && (
        <p role="alert" className="alert alert-error">
          {state.error}
        </p>
      )}
      {forgotPassword ? (
        <ForgotPasswordForm onCancel={() => setForgotPassword(false)} />
      ) : (
        <>
          <SignInForm onSignedIn={returnToOrigin} onForgotPassword={() => setForgotPassword(true)} />
          <GoogleSignInButton />
          <p>
            New to Trail? <Link to={paths.signUp.getHref()}>Sign up</Link>
          </p>
          <Illustration name="sign-in" />
        </>
      )}
    </div>
  );
}
