import { EMPTY_STATES, LIST_SIZES } from '@trail/shared';
import { TOUR_ANCHORS } from '@/lib/tour-anchors';
import { useLearningList } from '../api/get-learning-list';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { HOME_LIST_LIMIT } from './in-progress-panel';
import { ResourceList } from './resource-list';

/** Home's wishlist panel: the first 3 items on wide screens, 6 on phones. */
export function WishlistPanel() {
  const isMobile = useIsMobile();
  const list = useLearningList({ view: 'wishlist', limit: HOME_LIST_LIMIT });
  return (
    <section className="panel" aria-labelledby="wishlist-panel-heading" data-tour={TOUR_ANCHORS.wishlistPanel}>
      <h2 id="wishlist-panel-heading">Wishlist</h2>
      <ResourceList
        items={list.data?.items}
        isLoading={list.isPending}
        error={list.error}
        empty={<p>{EMPTY_STATES.wishlistEmpty}</p>}
        size={isMobile ? LIST_SIZES.other : LIST_SIZES.homeWide}
        loadingLabel="Loading your wishlist"
        toggleLabels={{ more: 'View all', less: 'Hide all' }}
        titleKind="wishlistTitle"
      />
    </section>
  );
}
