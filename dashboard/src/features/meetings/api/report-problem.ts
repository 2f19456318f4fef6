import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerDisputeBody, Meeting, ReportDisputeBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { meetingQueryKeys } from './meeting-query-keys';

/** POST /meetings/:id/dispute: either person, from the start until 48 hours after the end. */
export const reportProblem = (meetingId: string, body: ReportDisputeBody) => api.post<Meeting>(`/meetings/${encodeURIComponent(meetingId)}/dispute`, body);

/** POST /meetings/:id/dispute/answer: the other person disagrees with a no-show report. */
export const answerProblem = (meetingId: string, body: AnswerDisputeBody) =>
  api.post<Meeting>(`/meetings/${encodeURIComponent(meetingId)}/dispute/answer`, body);

/** Both change what the session shows (and, for a report, the pending earnings): the lists are fetched again. */
export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, body }: { meetingId: string; body: ReportDisputeBody }) => reportProblem(meetingId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingQueryKeys.all }),
  });
}

export function useAnswerProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, body }: { meetingId: string; body: AnswerDisputeBody }) => answerProblem(meetingId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingQueryKeys.all }),
  });
}
