import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/navigation';
import { Illustration } from '@/components/ui/illustration';
import { TrailMark } from '@/components/ui/trail-logo';
import { paths } from '@/config/paths';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { type BirthMonthChoice, SignUpForm } from '@/features/auth/components/sign-up-form';
import { ageGroupOf } from '@/features/auth/birth-month';
import { readRefCode, storeRefCode } from '@/features/auth/referral-code';
import { postSession } from '@/features/extension-bridge/extension-bridge';
import { markExtensionInstalled } from '@/features/extension-bridge/extension-flag';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useValidToken } from '@/lib/auth/guard';

export function SignUpRoute() {
  useDocumentTitle('Sign up');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useValidToken();
  const queryRefCode = params.get('refCode')?.trim() || undefined;
  const fromExtension = params.has('extension');
  const [born, setBorn] = useState<BirthMonthChoice>({ year: '', month: '' });
  const birthMonth = born.year && born.month ? `${born.year}-${born.month}` : '';
  const group = ageGroupOf(birthMonth);

  useEffect(() => {
    if (queryRefCode) storeRefCode(queryRefCode);
  }, [queryRefCode]);

  // The extension opened /signup?extension= for someone already signed in here: hand it the session.
  useEffect(() => {
    if (!token || !fromExtension) return;
    markExtensionInstalled();
    postSession(token);
    void navigate(paths.home.getHref(), { replace: true });
  }, [token, fromExtension, navigate]);

  const signedUp = () => {
    if (fromExtension) markExtensionInstalled();
    void navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <div className="auth-page">
      <TrailMark size={48} />
      <h1>Accelerate your career growth</h1>
      <SignUpForm refCode={queryRefCode ?? readRefCode()} fromExtension={fromExtension} born={born} onBornChange={setBorn} onSignedUp={signedUp} />
      <GoogleSignInButton birthMonth={birthMonth} needsAge={!group || group === 'too-young'} />
      <p>
        Already on Trail? <Link to={paths.signIn.getHref()}>Log in</Link>
      </p>
      <Illustration name="sign-in" belowFold />
    </div>
  );
}
