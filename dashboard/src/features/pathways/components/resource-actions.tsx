import type { PathwayResource } from '@trail/shared';

const STATE_LABELS = { new: 'New', pending: 'In progress', completed: 'Completed' } as const;

interface Props {
  resource: PathwayResource;
  onOpen: (id: string) => void;
  onMarkRead: (id: string) => void;
  busy: boolean;
}

/** A resource with its state: opening a new one's link marks it pending, Mark as read completes it. */
export function ResourceItem({ resource, onOpen, onMarkRead, busy }: Props) {
  return (
    <li className="pathway-task">
      <a href={resource.link} target="_blank" rel="noopener noreferrer" onClick={resource.state === 'new' ? () => onOpen(resource._id) : undefined}>
        {resource.title}
      </a>
      <span className="muted">
        {resource.article ? 'Article' : 'Video'} · {resource.duration} · {STATE_LABELS[resource.state]}
      </span>
      {resource.state !== 'completed' && (
        <button type="button" onClick={() => onMarkRead(resource._id)} disabled={busy} aria-label={`Mark as read: ${resource.title}`}>
          Mark as read
        </button>
      )}
    </li>
  );
}
