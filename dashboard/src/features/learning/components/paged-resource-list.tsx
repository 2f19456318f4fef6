import { LIST_SIZES, type LearningListQuery } from '@trail/shared';
import { useState, type ReactNode } from 'react';
import { useLearningPages } from '../api/get-learning-pages';
import { ResourceCard } from './resource-card';
import { ResourceListSkeleton } from './resource-list-skeleton';

interface PagedResourceListProps {
  query: Omit<LearningListQuery, 'page' | 'limit'>;
  empty: ReactNode;
  loadingLabel: string;
  titleKind?: 'cardTitle' | 'wishlistTitle';
}

/** Six cards at a time from the API; Show more fetches the next six, Show less goes back to the first. */
export function PagedResourceList({ query, empty, loadingLabel, titleKind }: PagedResourceListProps) {
  const pages = useLearningPages({ ...query, limit: LIST_SIZES.other });
  const [shownPages, setShownPages] = useState(1);

  if (pages.isPending) return <ResourceListSkeleton rows={LIST_SIZES.other} label={loadingLabel} />;
  if (pages.error) return <p role="alert">{pages.error.message}</p>;

  const loaded = pages.data.pages;
  const items = loaded.slice(0, shownPages).flatMap((page) => page.items);
  if (!items.length) return <div className="empty-state">{empty}</div>;

  const hasMore = shownPages < loaded.length || pages.hasNextPage;
  async function showMore() {
    if (shownPages >= loaded.length) await pages.fetchNextPage();
    setShownPages((count) => count + 1);
  }

  return (
    <>
      <ul className="resource-list" aria-busy={pages.isFetching}>
        {items.map((resource, index) => (
          <li key={resource._id}>
            <ResourceCard resource={resource} listIndex={index} titleKind={titleKind} />
          </li>
        ))}
      </ul>
      <div className="list-toggles">
        {hasMore && (
          <button type="button" className="link-button" disabled={pages.isFetchingNextPage} onClick={showMore}>
            {pages.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </button>
        )}
        {shownPages > 1 && (
          <button type="button" className="link-button" onClick={() => setShownPages(1)}>
            Show less
          </button>
        )}
      </div>
    </>
  );
}
