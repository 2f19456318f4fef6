import type { MentorApplicationStatus } from '@trail/shared';

export const adminQueryKeys = {
  applications: ['admin', 'mentor-applications'] as const,
  applicationsWith: (status: MentorApplicationStatus) => ['admin', 'mentor-applications', status] as const,
};
