import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminQuestion, AdminQuestionsResponse, AttemptGrantBody, AttemptGrantResponse, QuestionEditBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { adminQueryKeys } from './admin-query-keys';

const slugPath = (slug: string) => `/admin/pathways/${encodeURIComponent(slug)}`;

export const getQuestions = (slug: string, signal?: AbortSignal) => api.get<AdminQuestionsResponse>(`${slugPath(slug)}/questions`, { signal });

export const questionsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: adminQueryKeys.questions(slug), queryFn: async ({ signal }) => (await getQuestions(slug, signal)).questions });

/** A pathway's question banks with their answer keys (admin only), retired questions too. */
export const useQuestions = (slug: string) => useQuery(questionsQueryOptions(slug));

export const saveQuestion = ({ slug, id, body }: { slug: string; id?: string; body: QuestionEditBody }) =>
  id ? api.put<AdminQuestion>(`/admin/assessment-questions/${encodeURIComponent(id)}`, body) : api.post<AdminQuestion>(`${slugPath(slug)}/questions`, body);

export const setQuestionRetired = ({ id, retired }: { slug: string; id: string; retired: boolean }) =>
  api.post<AdminQuestion>(`/admin/assessment-questions/${encodeURIComponent(id)}/${retired ? 'retire' : 'restore'}`);

function useQuestionChange<TArgs extends { slug: string }>(change: (args: TArgs) => Promise<AdminQuestion>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_result, args) => queryClient.invalidateQueries({ queryKey: adminQueryKeys.questions(args.slug) }),
  });
}

export const useSaveQuestion = () => useQuestionChange(saveQuestion);
export const useQuestionRetired = () => useQuestionChange(setQuestionRetired);

export const grantAttempts = ({ slug, body }: { slug: string; body: AttemptGrantBody }) =>
  api.post<AttemptGrantResponse>(`${slugPath(slug)}/attempt-grants`, body);

/** Extra attempts at one section's assessment for one learner. */
export const useGrantAttempts = () => useMutation({ mutationFn: grantAttempts });
