import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import type { DashboardNavItem } from '@/components/layouts/dashboard-nav';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { markExtensionInstalled, readExtensionFlag } from '@/features/extension-bridge/extension-flag';
import { RemovalToast } from '@/features/learning/components/removal-toast';
import { TOUR_ANCHORS } from '@/lib/tour-anchors';
import { useUser } from '@/lib/auth';

const GuidedTour = lazy(async () => ({ default: (await import('@/features/tour/components/guided-tour')).GuidedTour }));

const NAV_ITEMS: readonly DashboardNavItem[] = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.plan.getHref(), label: 'Learning plan', tourAnchor: TOUR_ANCHORS.navPlan },
  { to: paths.history.getHref(), label: 'Learning history', tourAnchor: TOUR_ANCHORS.navHistory },
  { to: paths.wishlist.getHref(), label: 'Wishlist', tourAnchor: TOUR_ANCHORS.navWishlist },
  { to: paths.settings.getHref(), label: 'Settings', tourAnchor: TOUR_ANCHORS.navSettings },
];

const isExtensionInstalled = () => readExtensionFlag() === 'exist';

export function DashboardLayoutRoute() {
  const { data: user } = useUser();

  useEffect(() => {
    if (user?.extension === 'exist') markExtensionInstalled();
  }, [user?.extension]);

  return (
    <DashboardLayout navItems={NAV_ITEMS} user={user} overlay={<Suspense fallback={null}><GuidedTour isExtensionInstalled={isExtensionInstalled} /></Suspense>}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <RemovalToast />
    </DashboardLayout>
  );
}
