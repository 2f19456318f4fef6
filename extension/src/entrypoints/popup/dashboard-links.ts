import { DASHBOARD_ROUTES, type LearningResource } from '@trail/shared';
import { config } from '../../lib/config';

/** Where a saved resource shows in the dashboard: the wishlist, or the learning history. */
export function resourceUrl(resource: Pick<LearningResource, 'wishList'>): string {
  const path = resource.wishList.state ? DASHBOARD_ROUTES.wishlist : DASHBOARD_ROUTES.history;
  return `${config.dashboardUrl}${path}`;
}
