import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AssessmentReviewItem, type AssessmentReviewsResponse, CURSOR_PAGE_SIZES, type ReviewAnswerBody, type ReviewQueueStatus } from '@trail/shared';
import { api } from '@/lib/api/api-client';

const reviewsKey = (fieldId: string) => ['assessments', fieldId, 'reviews'] as const;
const queueKey = (fieldId: string, status: ReviewQueueStatus) => [...reviewsKey(fieldId), status] as const;
const myReviewsKey = (fieldId: string) => [...reviewsKey(fieldId), 'mine'] as const;
const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

/** GET /assessments/reviews?fieldId=&status=&cursor=: a mentor's mentees' free answers (an admin: everyone's), waiting or judged, a page at a time. */
export function useReviewQueue(fieldId: string | undefined, status: ReviewQueueStatus) {
  return useInfiniteQuery({
    queryKey: queueKey(fieldId ?? '', status),
    queryFn: ({ pageParam, signal }) =>
      api.get<AssessmentReviewsResponse>(`/assessments/reviews${query({ fieldId: fieldId!, status, ...(pageParam ? { cursor: pageParam } : {}) })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.cursor : undefined),
    enabled: Boolean(fieldId),
  });
}

/** GET /assessments/reviews/mine?fieldId=: the caller's own free answers and their mentors' verdicts (the latest, a full page). */
export function useMyReviews(fieldId: string | undefined) {
  return useQuery({
    queryKey: myReviewsKey(fieldId ?? ''),
    queryFn: ({ signal }) => api.get<AssessmentReviewsResponse>(`/assessments/reviews/mine${query({ fieldId: fieldId!, limit: String(CURSOR_PAGE_SIZES.max) })}`, { signal }),
    enabled: Boolean(fieldId),
  });
}

const answerPath = (item: Pick<AssessmentReviewItem, 'attemptId' | 'questionId'>) =>
  `/assessments/reviews/${encodeURIComponent(item.attemptId)}/${encodeURIComponent(item.questionId)}`;

/** PUT /assessments/reviews/:attemptId/:questionId: the verdict; the reviewed answer moves from the waiting list to the judged one. */
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
