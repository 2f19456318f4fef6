import { useId } from 'react';
import { displayText, type LearningResource, type TextKind } from '@trail/shared';
import { useUpdateLearning } from '../api/update-learning';
import { ResourceCover } from './resource-cover';

interface ResourceCardProps {
  resource: LearningResource;
  listIndex: number;
  titleKind?: Extract<TextKind, 'cardTitle' | 'wishlistTitle'>;
}

/** One saved resource: opens in a new tab; can be marked done, reminded of, or moved between learning and wishlist. */
export function ResourceCard({ resource, listIndex, titleKind = 'cardTitle' }: ResourceCardProps) {
  const titleId = useId();
  const update = useUpdateLearning();
  const { _id: id, wishList, reminder, done } = resource;
  const change = (body: Parameters<typeof update.mutate>[0]['body']) => update.mutate({ id, body });

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
          {done && <span className="resource-done"> · Done</span>}
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
        </div>
        {update.error && <p role="alert">{update.error.message}</p>}
      </div>
    </article>
  );
}
