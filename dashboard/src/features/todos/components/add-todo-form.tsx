import { useId, useState, type FormEvent } from 'react';
import { useCreateTodo } from '../api/create-todo';

/** Adds a to-do; a blank title is not sent. */
export function AddTodoForm() {
  const inputId = useId();
  const [title, setTitle] = useState('');
  const create = useCreateTodo();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    create.mutate({ title: trimmed }, { onSuccess: () => setTitle('') });
  }

  return (
    <form className="inline-form" onSubmit={submit}>
      <label htmlFor={inputId}>New to-do</label>
      <input id={inputId} value={title} onChange={(event) => setTitle(event.target.value)} autoComplete="off" />
      <button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add to-do'}
      </button>
      {create.error && <p role="alert">{create.error.message}</p>}
    </form>
  );
}
