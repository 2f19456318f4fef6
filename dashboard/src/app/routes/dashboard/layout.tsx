import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import type { DashboardNavItem } from '@/components/layouts/dashboard-nav';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { BirthMonthPrompt } from '@/features/auth/components/birth-month-prompt';
import { DeletionCancelledNotice } from '@/features/account-deletion/components/deletion-cancelled-notice';
import { markExtensionInstalled, readExtensionFlag } from '@/features/extension-bridge/extension-flag';
import { RemovalToast } from '@/features/learning/components/removal-toast';
import { useRememberTimeZone } from '@/features/users/hooks/use-remember-time-zone';
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

// Role views until the /pathway shell's navigation takes them over.
const MENTOR_ITEM: DashboardNavItem = { to: paths.pathway.getHref('availability'), label: 'Availability' };
const ADMIN_ITEM: DashboardNavItem = { to: paths.admin.getHref(), label: 'Admin' };

function navItemsFor(role: string | undefined): readonly DashboardNavItem[] {
  if (role === 'mentor') return [...NAV_ITEMS, MENTOR_ITEM];
  if (role === 'admin') return [...NAV_ITEMS, ADMIN_ITEM];
  return NAV_ITEMS;
}

const isExtensionInstalled = () => readExtensionFlag() === 'exist';

export function DashboardLayoutRoute() {
  const { data: user } = useUser();
  useRememberTimeZone(user);

  useEffect(() => {
    if (user?.extension === 'exist') markExtensionInstalled();
  }, [user?.extension]);

  return (
    <DashboardLayout navItems={navItemsFor(user?.role)} user={user} overlay={<Suspense fallback={null}><GuidedTour isExtensionInstalled={isExtensionInstalled} /></Suspense>}>
      <DeletionCancelledNotice />
      <BirthMonthPrompt user={user} />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <RemovalToast />
    </DashboardLayout>
  );
}
