import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { useReferralSummary } from '@/features/referrals/api/get-referral-summary';
import { ReferralLink } from '@/features/referrals/components/referral-link';
import { ReferralProgress } from '@/features/referrals/components/referral-progress';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useUser } from '@/lib/auth';
import { formatKobo } from '@/lib/format-naira';

/** Refer Someone: the link and code to share, what referrals earned, and the three badges. */
export function ReferView() {
  const { data: user } = useUser();
  const summary = useReferralSummary();
  return (
    <>
      <h1>Refer Someone</h1>
      {summary.error && (
        <p role="alert" className="alert alert-error">
          {summary.error.message}
        </p>
      )}
      {summary.isPending && <PageSkeleton />}
      {summary.data && (
        <>
          <section className="pathway-section" aria-labelledby="share-heading">
            <h2 id="share-heading">Share your link</h2>
            <ReferralLink code={summary.data.code} />
          </section>
          <div className="pathway-cards">
            <section className="pathway-card" aria-labelledby="referral-earnings-heading">
              <h2 id="referral-earnings-heading">Referral earnings</h2>
              <p className="figure">{formatKobo(summary.data.earningsKobo)}</p>
              {/* Mentors withdraw from Account; learners have no Account view, so the figure above is the earnings. */}
              {user?.role === 'mentor' && <Link to={paths.pathway.getHref('account')}>View Earnings</Link>}
            </section>
            <section className="pathway-card" aria-labelledby="referral-counts-heading">
              <h2 id="referral-counts-heading">Your referrals</h2>
              <p>
                {summary.data.signUps} signed up · {summary.data.combinedReferrals} paid for a session or a pathway
              </p>
            </section>
          </div>
          <section className="pathway-section" aria-labelledby="badges-heading">
            <h2 id="badges-heading">Badges</h2>
            <ReferralProgress combinedReferrals={summary.data.combinedReferrals} />
          </section>
        </>
      )}
    </>
  );
}
