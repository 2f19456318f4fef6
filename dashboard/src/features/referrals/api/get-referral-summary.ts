import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralSummary } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { referralQueryKeys } from './referral-query-keys';

export function getReferralSummary(signal?: AbortSignal): Promise<ReferralSummary> {
  return api.get<ReferralSummary>('/referrals/summary', { signal });
}

export function referralSummaryQueryOptions() {
  return queryOptions({ queryKey: referralQueryKeys.summary, queryFn: ({ signal }) => getReferralSummary(signal) });
}

/** The caller's referral code, sign-up and combined referral counts, and referral earnings (kobo). */
export const useReferralSummary = () => useQuery(referralSummaryQueryOptions());
