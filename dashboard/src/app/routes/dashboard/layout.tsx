import { DASHBOARD_ROUTES } from '@trail/shared';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import type { DashboardNavItem } from '@/components/layouts/dashboard-nav';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { markExtensionInstalled, readExtensionFlag } from '@/features/extension-bridge/extension-flag';
import { TOUR_ANCHORS } from '@/features/tour/tour-anchors';
import { useUser } from '@/lib/auth';

const GuidedTour = lazy(async () => ({ default: (await import('@/features/tour/components/guided-tour')).GuidedTour }));

const NAV_ITEMS: readonly DashboardNavItem[] = [
  { to: DASHBOARD_ROUTES.home, label: 'Home' },
  { to: DASHBOARD_ROUTES.plan, label: 'Learning plan', tourAnchor: TOUR_ANCHORS.navPlan },
  { to: DASHBOARD_ROUTES.history, label: 'Learning history', tourAnchor: TOUR_ANCHORS.navHistory },
  { to: DASHBOARD_ROUTES.wishlist, label: 'Wishlist', tourAnchor: TOUR_ANCHORS.navWishlist },
  { to: DASHBOARD_ROUTES.settings, label: 'Settings', tourAnchor: TOUR_ANCHORS.navSettings },
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
    </DashboardLayout>
  );
}
