import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TodoResponse, UpdateTodoBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { todoQueryKeys } from './todo-query-keys';

export interface UpdateTodoInput {
  id: string;
  body: UpdateTodoBody;
}

export function updateTodo({ id, body }: UpdateTodoInput): Promise<TodoResponse> {
  return api.put<TodoResponse>(`/todo/${encodeURIComponent(id)}`, body);
}

export function useUpdateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTodo,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: todoQueryKeys.list }),
        queryClient.invalidateQueries({ queryKey: todoQueryKeys.dashboardCounts }),
      ]),
  });
}
