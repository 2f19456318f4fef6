import '@/components/ui/forms.css';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/navigation';
import { displayText } from '@trail/shared';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSignIn } from '@/lib/auth';
import type { DemoSession } from './demo-session';

/**
 * Greets a recruiter who followed a portfolio link. The auto-login uses only the demo learner's credentials
 * from the build config, so it can never open anyone else's account.
 */
export function DemoSignInPopup({ demo }: { demo: DemoSession }) {
  const [open, setOpen] = useState(true);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  if (!open) return null;

  const logInAsDemo = () =>
    signIn.mutate(
      { email: env.demoEmail, password: env.demoPassword },
      { onSuccess: () => void navigate(paths.home.getHref(), { replace: true }) },
    );

  return (
    <div className="popup-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby="demo-popup-title" className="popup">
        <h2 id="demo-popup-title" ref={heading} tabIndex={-1}>
          Hi {displayText(demo.name, 'name')}'s recruiter 👋
        </h2>
        <p>
          Thanks for taking a look at Trail. You don't need an account: the button below logs you in automatically as
          our demo learner, with sample learning data, for the next hour.
        </p>
        {signIn.error && <p role="alert" className="alert alert-error">{signIn.error.message}</p>}
        <div className="popup-actions">
          <button type="button" onClick={logInAsDemo} disabled={signIn.isPending} aria-busy={signIn.isPending}>
            {signIn.isPending ? 'Logging in…' : 'Log in as the demo learner'}
          </button>
          <button type="button" className="button-secondary" onClick={() => setOpen(false)}>
            Look around first
          </button>
        </div>
      </div>
    </div>
  );
}
