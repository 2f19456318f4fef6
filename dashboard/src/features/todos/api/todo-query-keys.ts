export const todoQueryKeys = {
  list: ['todos'] as const,
  // The Home tiles (GET /learning/counts) count open to-dos too; the key is the learning feature's.
  dashboardCounts: ['learning', 'counts'] as const,
};
