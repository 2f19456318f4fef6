import type { User } from '@trail/shared';
import { useResendVerification } from '../api/resend-verification';

/** Whether the e-mail is confirmed; unconfirmed accounts earn no referral credit and cannot be paid out. */
export function EmailVerificationStatus({ user }: { user: User }) {
  const resend = useResendVerification();
  if (user.emailVerified) {
    return (
      <p role="status" className="alert alert-info">
        Your e-mail {user.email} is verified.
      </p>
    );
  }
  return (
    <div role="status" className="alert alert-info">
      <p>
        Please confirm your e-mail {user.email}: open the link we sent you. Until then, friends you refer do not
        count and payouts wait.
      </p>
      {resend.isSuccess ? (
        <p>{resend.data.message}</p>
      ) : (
        <button type="button" className="button-secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending…' : 'Send the link again'}
        </button>
      )}
      {resend.error && <p role="alert">{resend.error.message}</p>}
    </div>
  );
}
