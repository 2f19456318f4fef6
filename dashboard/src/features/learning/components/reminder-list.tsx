import { displayText, LIST_SIZES, PAGE_SIZES } from '@trail/shared';
import { useLearningList } from '../api/get-learning-list';
import { useUpdateLearning } from '../api/update-learning';
import { useExpandableList } from '@/hooks/use-expandable-list';
import { AddResourceButton } from './add-resource/add-resource-button';
import { ResourceListSkeleton } from './resource-list-skeleton';

export const REMINDER_LIST_LIMIT = PAGE_SIZES.max;

/** Resources with a weekly reminder; unticking one turns its reminder off and it leaves the list. */
export function ReminderList() {
  const reminders = useLearningList({ view: 'reminders', limit: REMINDER_LIST_LIMIT });
  const update = useUpdateLearning();
  const list = useExpandableList(reminders.data?.items ?? [], LIST_SIZES.other);

  return (
    <section className="panel" aria-labelledby="reminders-heading">
      <div className="panel-header">
        <h2 id="reminders-heading">Reminders</h2>
        <AddResourceButton preset="reminder">Add a reminder</AddResourceButton>
      </div>
      {reminders.isPending && <ResourceListSkeleton rows={2} label="Loading your reminders" />}
      {reminders.error && <p role="alert">{reminders.error.message}</p>}
      {reminders.data && !reminders.data.items.length && <p className="empty-state">No reminders yet.</p>}
      <ul className="todo-list">
        {list.visible.map((resource) => (
          <li key={resource._id}>
            <label title={resource.title}>
              <input
                type="checkbox"
                checked={resource.reminder.state}
                disabled={update.isPending && update.variables?.id === resource._id}
                onChange={() => update.mutate({ id: resource._id, body: { reminder: { state: false } } })}
              />
              <span>{displayText(resource.title, 'cardTitle')}</span>
            </label>{' '}
            <a href={resource.link} target="_blank" rel="noopener noreferrer" aria-label={`Open ${resource.title} (opens in a new tab)`}>
              Open
            </a>
          </li>
        ))}
      </ul>
      {list.canExpand && (
        <button type="button" className="link-button" aria-expanded={list.expanded} onClick={list.toggle}>
          {list.expanded ? 'Show less' : 'Show more'}
        </button>
      )}
      {update.error && <p role="alert">{update.error.message}</p>}
    </section>
  );
}
