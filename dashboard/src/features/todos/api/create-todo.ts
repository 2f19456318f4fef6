import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTodoBody, TodoResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { todoQueryKeys } from './todo-query-keys';

export function createTodo(body: CreateTodoBody): Promise<TodoResponse> {
  return api.post<TodoResponse>('/todo', body);
}

export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTodo,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: todoQueryKeys.list }),
        queryClient.invalidateQueries({ queryKey: todoQueryKeys.dashboardCounts }),
      ]),
  });
}
