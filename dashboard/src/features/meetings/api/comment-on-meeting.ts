import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meeting, MeetingCommentBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { meetingQueryKeys } from './meeting-query-keys';

/** PUT /meetings/:id with the viewer's own side's comment. */
export const commentOnMeeting = (meetingId: string, body: MeetingCommentBody) =>
  api.put<Meeting>(`/meetings/${encodeURIComponent(meetingId)}`, body);

/** A comment turns a Pending meeting Completed: the lists are fetched again. */
export function useCommentOnMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, body }: { meetingId: string; body: MeetingCommentBody }) => commentOnMeeting(meetingId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingQueryKeys.all }),
  });
}
