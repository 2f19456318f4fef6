export type ReferralBadgeStatus = 'low' | 'medium' | 'almost' | 'done';

export interface ReferralBadge {
  target: number;
  status: ReferralBadgeStatus;
}

/** Spec §9: each target with the counts below which it is still low or medium. */
const BADGE_THRESHOLDS = [
  { target: 25, lowBelow: 8, mediumBelow: 16 },
  { target: 50, lowBelow: 16, mediumBelow: 32 },
  { target: 75, lowBelow: 25, mediumBelow: 50 },
] as const;

export const REFERRAL_TARGETS = BADGE_THRESHOLDS.map((t) => t.target);

/** The status of every referral badge for a combined referral count. */
export function referralBadges(combinedReferrals: number): ReferralBadge[] {
  const count = Math.max(0, Math.floor(combinedReferrals));
  return BADGE_THRESHOLDS.map(({ target, lowBelow, mediumBelow }) => ({
    target,
    status:
      count >= target ? 'done' : count < lowBelow ? 'low' : count < mediumBelow ? 'medium' : 'almost',
  }));
}
