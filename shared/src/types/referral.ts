/** GET /referrals/summary: the caller's referral code, counts and earnings (any signed-in user). */
export interface ReferralSummary {
  /** Absent until GET /users/referral makes one. */
  code?: string;
  /** Verified accounts that signed up with the code. */
  signUps: number;
  /** Referred people who paid for a meeting or a pathway: the count the 25/50/75 badges use. */
  combinedReferrals: number;
  earningsKobo: number;
}
