import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorApplication, RejectMentorApplicationBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** Both answer the decided application. */
export const approveApplication = (id: string) =>
  api.post<MentorApplication>(`/admin/mentor-applications/${encodeURIComponent(id)}/approve`);

export const rejectApplication = ({ id, reason }: { id: string } & RejectMentorApplicationBody) =>
  api.post<MentorApplication>(`/admin/mentor-applications/${encodeURIComponent(id)}/reject`, {
    reason,
  } satisfies RejectMentorApplicationBody);

function useReview<TArgs>(review: (args: TArgs) => Promise<MentorApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: review,
    // A review moves the application from one status list to another.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.applications }),
  });
}

/** Approving makes the applicant a mentor and mails them; rejecting mails them the reason. */
export const useApproveApplication = () => useReview(approveApplication);
export const useRejectApplication = () => useReview(rejectApplication);
