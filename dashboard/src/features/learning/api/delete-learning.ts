import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api/api-client';
import { learningQueryKeys } from './learning-query-keys';

export const deleteLearning = (id: string) => api.delete<void>(`/learning/${encodeURIComponent(id)}`);

/** Deletes a saved resource for good, then refreshes every list and tile it showed in. */
export function useDeleteLearning() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string) => {
      await deleteLearning(id);
      await queryClient.invalidateQueries({ queryKey: learningQueryKeys.all });
    },
    [queryClient],
  );
}
