import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentReviewItem, AssessmentReviewsResponse, ReviewAnswerBody } from '@trail/shared';
import { api } from '@/lib/api-client';

const reviewsKey = (fieldId: string) => ['assessments', fieldId, 'reviews'] as const;
const myReviewsKey = (fieldId: string) => ['assessments', fieldId, 'reviews', 'mine'] as const;
const query = (fieldId: string) => `?${new URLSearchParams({ fieldId })}`;

/** GET /assessments/reviews?fieldId=: a mentor's mentees' free answers waiting for a review (an admin: everyone's). */
export function usePendingReviews(fieldId: string | undefined) {
  return useQuery({
    queryKey: reviewsKey(fieldId ?? ''),
    queryFn: ({ signal }) => api.get<AssessmentReviewsResponse>(`/assessments/reviews${query(fieldId!)}`, { signal }),
    enabled: Boolean(fieldId),
  });
}

/** GET /assessments/reviews/mine?fieldId=: the caller's own free answers and their mentors' verdicts. */
export function useMyReviews(fieldId: string | undefined) {
  return useQuery({
    queryKey: myReviewsKey(fieldId ?? ''),
    queryFn: ({ signal }) => api.get<AssessmentReviewsResponse>(`/assessments/reviews/mine${query(fieldId!)}`, { signal }),
    enabled: Boolean(fieldId),
  });
}

const answerPath = (item: Pick<AssessmentReviewItem, 'attemptId' | 'questionId'>) =>
  `/assessments/reviews/${encodeURIComponent(item.attemptId)}/${encodeURIComponent(item.questionId)}`;

/** PUT /assessments/reviews/:attemptId/:questionId: the verdict; the reviewed answer leaves the queue. */
export function useReviewAnswer(fieldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, body }: { item: AssessmentReviewItem; body: ReviewAnswerBody }) => api.put<AssessmentReviewItem>(answerPath(item), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(fieldId) }),
  });
}

/** The file of a file answer, through the authorised route (never a public address), saved by the browser. */
export async function downloadAnswerFile(item: AssessmentReviewItem): Promise<void> {
  const { blob, filename } = await api.download(`${answerPath(item)}/file`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
