import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLearningBody, SaveLearningResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { learningQueryKeys } from './learning-query-keys';

export function createLearning(body: CreateLearningBody): Promise<SaveLearningResponse> {
  return api.post<SaveLearningResponse>('/learning', body);
}

export function useCreateLearning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLearning,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningQueryKeys.all }),
  });
}
