/** Pathway plans and access (issue 14). */
export const PATHWAY_MESSAGES = {
  needsPlan: 'Get a plan to open this pathway',
  alreadyHave: 'You already have this pathway',
  noPlan: 'Please choose a plan',
  noMonthlyPlan: 'You have no Pay Monthly subscription on this pathway to cancel',
  noCardToUpdate: 'You have no Pay Monthly subscription on this pathway whose card can be changed',
  duplicateRefunded: 'You already had this pathway, so we have refunded this payment.',
} as const;
