export const skillTestQueryKeys = {
  test: (fieldId: string) => ['skill-tests', fieldId] as const,
  results: () => ['skill-tests', 'results'] as const,
};
