import type { LearningResource } from '@trail/shared';
import type { ReactNode } from 'react';
import { useExpandableList } from '@/hooks/use-expandable-list';
import { ResourceCard } from './resource-card';
import { ResourceListSkeleton } from './resource-list-skeleton';

interface ResourceListProps {
  items: readonly LearningResource[] | undefined;
  isLoading: boolean;
  error: Error | null;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** How many cards show until expanded. */
  size: number;
  loadingLabel: string;
  toggleLabels: { more: string; less: string };
  titleKind?: 'cardTitle' | 'wishlistTitle';
}

/** A list of resource cards with its loading, error and empty states and the expand toggle. */
export function ResourceList({ items, isLoading, error, empty, size, loadingLabel, toggleLabels, titleKind }: ResourceListProps) {
  const list = useExpandableList(items ?? [], size);
  if (isLoading) return <ResourceListSkeleton rows={size} label={loadingLabel} />;
  if (error) return <p role="alert">{error.message}</p>;
  if (!items?.length) return <div className="empty-state">{empty}</div>;
  return (
    <>
      <ul className="resource-list">
        {list.visible.map((resource, index) => (
          <li key={resource._id}>
            <ResourceCard resource={resource} listIndex={index} titleKind={titleKind} />
          </li>
        ))}
      </ul>
      {list.canExpand && (
        <button type="button" className="link-button" aria-expanded={list.expanded} onClick={list.toggle}>
          {list.expanded ? toggleLabels.less : toggleLabels.more}
        </button>
      )}
    </>
  );
}
