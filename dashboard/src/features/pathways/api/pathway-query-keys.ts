export const pathwayQueryKeys = {
  one: (slug: string) => ['pathways', slug] as const,
  resources: (slug: string) => ['pathways', slug, 'resources'] as const,
  pace: (fieldId: string) => ['pathways', 'pace', fieldId] as const,
  access: (slug: string) => ['pathways', slug, 'access'] as const,
  payment: (reference: string) => ['pathways', 'payment', reference] as const,
};

/** The learner's pathway: Trail has one so far, opened by a paid plan (decision 0043). */
export const LEARNER_PATHWAY_SLUG = 'product-design';
