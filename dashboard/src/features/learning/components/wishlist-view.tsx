import { EMPTY_STATES } from '@trail/shared';
import { TOUR_ANCHORS } from '@/lib/tour-anchors';
import { AddResourceButton } from './add-resource/add-resource-button';
import { PagedResourceList } from './paged-resource-list';

/** The Wishlist view: resources saved for later, each movable to learning. */
export function WishlistView() {
  return (
    <section className="panel" aria-labelledby="wishlist-heading" data-tour={TOUR_ANCHORS.wishlistList}>
      <div className="panel-header">
        <h2 id="wishlist-heading">Saved for later</h2>
        <AddResourceButton preset="wishlist">Add to wishlist</AddResourceButton>
      </div>
      <PagedResourceList
        query={{ view: 'wishlist' }}
        loadingLabel="Loading your wishlist"
        titleKind="wishlistTitle"
        empty={<p>{EMPTY_STATES.wishlistEmpty}</p>}
      />
    </section>
  );
}
