import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelMeetingBody, Meeting } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { meetingQueryKeys } from './meeting-query-keys';

/** POST /meetings/:id/cancel by either participant before the start. */
export const cancelMeeting = (meetingId: string, body: CancelMeetingBody = {}) =>
  api.post<Meeting>(`/meetings/${encodeURIComponent(meetingId)}/cancel`, body);

/** A cancelled meeting moves from upcoming to history on both sides: the lists are fetched again. */
export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meetingId: string) => cancelMeeting(meetingId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingQueryKeys.all }),
  });
}
