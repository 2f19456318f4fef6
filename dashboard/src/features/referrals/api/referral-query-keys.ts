export const referralQueryKeys = {
  all: ['referrals'] as const,
  summary: ['referrals', 'summary'] as const,
};
