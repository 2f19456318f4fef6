import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearningResourceResponse, UpdateLearningBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { learningQueryKeys } from './learning-query-keys';

export interface UpdateLearningInput {
  id: string;
  body: UpdateLearningBody;
}

export function updateLearning({ id, body }: UpdateLearningInput): Promise<LearningResourceResponse> {
  return api.put<LearningResourceResponse>(`/learning/${encodeURIComponent(id)}`, body);
}

export function useUpdateLearning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLearning,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningQueryKeys.all }),
  });
}
