import { PerformancePanel } from '@/features/learning/components/performance-panel';
import { ReminderList } from '@/features/learning/components/reminder-list';
import { AddTodoForm } from '@/features/todos/components/add-todo-form';
import { TodoList } from '@/features/todos/components/todo-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ReminderSettings } from './reminder-settings';
import '@/features/learning/learning.css';

export function PlanRoute() {
  useDocumentTitle('Learning plan');
  return (
    <>
      <h1>Learning plan</h1>
      <div className="plan-grid">
        <section className="panel" aria-labelledby="todo-heading">
          <h2 id="todo-heading">To-do</h2>
          <AddTodoForm />
          <TodoList />
        </section>
        <ReminderList />
        <PerformancePanel />
        <ReminderSettings />
      </div>
    </>
  );
}
