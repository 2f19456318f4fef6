import { displayText, LIST_SIZES } from '@trail/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { useTodos } from '../api/get-todos';
import { useUpdateTodo } from '../api/update-todo';

interface TodoListProps {
  /** Home shows only the first few; the Learning plan shows them all. */
  limit?: number;
}

/** Open to-dos; ticking one marks it done and it leaves the list. */
export function TodoList({ limit }: TodoListProps) {
  const todos = useTodos();
  const update = useUpdateTodo();

  if (todos.isPending) {
    return (
      <div role="status">
        <span className="visually-hidden">Loading your to-dos</span>
        {Array.from({ length: LIST_SIZES.homeWide }, (_, index) => (
          <Skeleton key={index} height="2.75rem" />
        ))}
      </div>
    );
  }
  if (todos.error) return <p role="alert">{todos.error.message}</p>;

  const items = todos.data.items.filter((todo) => !todo.done).slice(0, limit);
  if (!items.length) return <p className="empty-state">Nothing to do yet. Add a to-do to plan your learning.</p>;
  return (
    <>
      <ul className="todo-list">
        {items.map((todo) => (
          <li key={todo._id}>
            <label title={todo.title}>
              <input
                type="checkbox"
                checked={false}
                disabled={update.isPending && update.variables?.id === todo._id}
                onChange={() => update.mutate({ id: todo._id, body: { done: true } })}
              />
              <span>{displayText(todo.title, 'todoTitle')}</span>
            </label>
          </li>
        ))}
      </ul>
      {update.error && <p role="alert">{update.error.message}</p>}
    </>
  );
}
