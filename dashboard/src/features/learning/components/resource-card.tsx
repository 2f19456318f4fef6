import { useId, useState } from 'react';
import { displayText, type LearningResource, type TextKind, timeAgo } from '@trail/shared';
import { useDeleteLearning } from '../api/delete-learning';
import { useUpdateLearning } from '../api/update-learning';
import { pendingRemovals, useIsBeingRemoved } from '../pending-removals';
import { EditResourceModal } from './edit-resource-modal';
import { ResourceCover } from './resource-cover';

interface ResourceCardProps {
  resource: LearningResource;
  listIndex: number;
  titleKind?: Extract<TextKind, 'cardTitle' | 'wishlistTitle'>;
}

/**
 * One saved resource: opens in a new tab; can be marked done (or not), reminded of, moved between
 * learning and wishlist, edited, or removed with a few seconds to undo.
 */
export function ResourceCard({ resource, listIndex, titleKind = 'cardTitle' }: ResourceCardProps) {
  const titleId = useId();
  const update = useUpdateLearning();
  const deleteForGood = useDeleteLearning();
  const [editing, setEditing] = useState(false);
  const removing = useIsBeingRemoved(resource._id);
  const { _id: id, wishList, reminder, done } = resource;
  const change = (body: Parameters<typeof update.mutate>[0]['body']) => update.mutate({ id, body });

  if (removing) return null;
  return (
    <article className="resource-card" aria-labelledby={titleId}>
      <ResourceCover listIndex={listIndex} image={resource.image} />
      <div className="resource-card-body">
        <h3 id={titleId} className="resource-title">
          <a href={resource.link} target="_blank" rel="noopener noreferrer" title={resource.title}>
            {displayText(resource.title, titleKind)}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </h3>
        <p className="resource-meta">
          {resource.type} · {resource.offeredBy}
          {done && <span className="resource-done"> · Done</span>} ·{' '}
          <time dateTime={resource.createdAt} title={new Date(resource.createdAt).toLocaleString()}>
            saved {timeAgo(resource.createdAt)}
          </time>
        </p>
        {resource.microSkill.length > 0 && (
          <ul className="skill-labels" aria-label="Micro skills">
            {resource.microSkill.map((skill) => (
              <li key={skill} title={skill}>
                {displayText(skill, 'skillLabel')}
              </li>
            ))}
          </ul>
        )}
        <div className="resource-actions">
          {!done && !wishList.state && (
            <button type="button" className="secondary" disabled={update.isPending} onClick={() => change({ done: true })}>
              Mark done
            </button>
          )}
          <button
            type="button"
            className="secondary"
            aria-pressed={reminder.state}
            disabled={update.isPending}
            onClick={() => change({ reminder: { state: !reminder.state } })}
          >
            Reminder
          </button>
          {done && (
            <button type="button" className="secondary" disabled={update.isPending} onClick={() => change({ done: false })}>
              Mark not done
            </button>
          )}
          {!done && (
            <button
              type="button"
              className="secondary"
              disabled={update.isPending}
              onClick={() => change({ wishList: { state: !wishList.state } })}
            >
              {wishList.state ? 'Move to learning' : 'Move to wishlist'}
            </button>
          )}
          <button type="button" className="link-button" onClick={() => setEditing(true)} aria-describedby={titleId}>
            Edit
          </button>
          <button type="button" className="link-button" onClick={() => pendingRemovals.schedule(id, resource.title, deleteForGood)} aria-describedby={titleId}>
            Remove
          </button>
        </div>
        {editing && <EditResourceModal resource={resource} onClose={() => setEditing(false)} />}
        {update.error && <p role="alert">{update.error.message}</p>}
      </div>
    </article>
  );
}
