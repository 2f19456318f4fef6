import type { MentorApplicationStatus } from '@trail/shared';

export const adminQueryKeys = {
  applications: ['admin', 'mentor-applications'] as const,
  applicationsWith: (status: MentorApplicationStatus) => ['admin', 'mentor-applications', status] as const,
  pathwayContent: (slug: string) => ['admin', 'pathway-content', slug] as const,
  questions: (slug: string) => ['admin', 'questions', slug] as const,
  disputes: ['admin', 'disputes'] as const,
  refusedRefunds: ['admin', 'refused-refunds'] as const,
};
