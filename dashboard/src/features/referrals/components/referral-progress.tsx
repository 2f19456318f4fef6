import '../referrals.css';
import { referralBadges, type ReferralBadgeStatus } from '@trail/shared';

const STATUS_TEXT: Record<ReferralBadgeStatus, string> = {
  low: 'Low',
  medium: 'Medium',
  almost: 'Almost there',
  done: 'Done',
};

/** The three referral targets (25, 50, 75 combined referrals), each with its progress and badge (spec §9). */
export function ReferralProgress({ combinedReferrals }: { combinedReferrals: number }) {
  return (
    <ul className="pathway-cards referral-progress" aria-label="Referral badges">
      {referralBadges(combinedReferrals).map(({ target, status }) => {
        const reached = Math.min(combinedReferrals, target);
        return (
          <li key={target} className="pathway-card" data-status={status}>
            <h3>{target} referrals</h3>
            <progress max={target} value={reached} aria-label={`Progress towards ${target} referrals`} />
            <p className="empty">
              {reached} of {target}
            </p>
            <p className="badge" data-status={status}>
              Badge: {STATUS_TEXT[status]}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
