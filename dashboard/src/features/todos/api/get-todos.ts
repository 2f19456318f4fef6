import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodoListResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { todoQueryKeys } from './todo-query-keys';

export function getTodos(signal?: AbortSignal): Promise<TodoListResponse> {
  return api.get<TodoListResponse>('/todo', { signal });
}

export function todosQueryOptions() {
  return queryOptions({
    queryKey: todoQueryKeys.list,
    queryFn: ({ signal }) => getTodos(signal),
  });
}

export function useTodos() {
  return useQuery(todosQueryOptions());
}
