export const pathwayQueryKeys = {
  one: (slug: string) => ['pathways', slug] as const,
  resources: (slug: string) => ['pathways', slug, 'resources'] as const,
  pace: (fieldId: string) => ['pathways', 'pace', fieldId] as const,
};

/**
 * The learner's pathway. Trail has one so far, readable by any signed-in learner until plans are paid
 * (decision 0043); then it is the pathway the learner paid for.
 */
export const LEARNER_PATHWAY_SLUG = 'product-design';
