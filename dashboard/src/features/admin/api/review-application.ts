import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const approveApplication = (id: string) =>
  api.post<unknown>(`/admin/mentor-applications/${encodeURIComponent(id)}/approve`);

export const rejectApplication = ({ id, reason }: { id: string; reason: string }) =>
  api.post<unknown>(`/admin/mentor-applications/${encodeURIComponent(id)}/reject`, { reason });

function useReview<TArgs>(review: (args: TArgs) => Promise<unknown>) {
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
