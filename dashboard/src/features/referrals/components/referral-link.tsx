import '../referrals.css';
import { paths } from '@/config/paths';
import { CopyButton } from '@/components/ui/copy-button';
import { useCreateReferralCode } from '../api/create-referral-code';

/** Where a friend signs up with the code: the entry route stores `refCode` for the sign-up form. */
export function referralLink(code: string, origin = window.location.origin): string {
  return `${origin}${paths.signUp.getHref()}?refCode=${encodeURIComponent(code)}`;
}

/** The referral link and code, each with a copy button; without a code yet, a button that makes one. */
export function ReferralLink({ code }: { code: string | undefined }) {
  const create = useCreateReferralCode();
  if (!code) {
    return (
      <div className="referral-link">
        <p>Get your referral link to share with friends. You earn when the people you refer pay for a session or a pathway.</p>
        {create.error && (
          <p role="alert" className="alert alert-error">
            {create.error.message}
          </p>
        )}
        <button type="button" onClick={() => create.mutate()} disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? 'Getting your link…' : 'Get my referral link'}
        </button>
      </div>
    );
  }
  const link = referralLink(code);
  return (
    <dl className="referral-link">
      <div>
        <dt>Your referral link</dt>
        <dd>
          <span className="copyable">{link}</span>
          <CopyButton text={link} label="Copy link" />
        </dd>
      </div>
      <div>
        <dt>Your referral code</dt>
        <dd>
          <span className="copyable">{code}</span>
          <CopyButton text={code} label="Copy code" />
        </dd>
      </div>
    </dl>
  );
}
