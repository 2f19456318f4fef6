import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useEntryQueryParams } from '@/features/auth/hooks/use-entry-query-params';
import { useDemoQueryParam } from '@/features/demo/use-demo-query-param';
import { RequireAuth, useAuthToken } from '@/lib/auth';

// Separate chunks: signed-out visitors download the landing page only, signed-in learners the dashboard only.
const LandingRoute = lazy(async () => ({ default: (await import('../landing')).LandingRoute }));
const DashboardLayoutRoute = lazy(async () => ({ default: (await import('./layout')).DashboardLayoutRoute }));
const DemoSignInPopup = lazy(async () => ({
  default: (await import('@/features/demo/demo-sign-in-popup')).DemoSignInPopup,
}));

function SigningIn() {
  return (
    <div role="status" className="page-skeleton">
      Signing you in…
    </div>
  );
}

/**
 * `/` and the learner views. `/` is the landing page for visitors and Home for learners; the other views
 * need a session. Also reads the entry route's query parameters.
 */
export function DashboardGate() {
  const settingUpSession = useEntryQueryParams();
  const demo = useDemoQueryParam();
  const token = useAuthToken();
  const { pathname } = useLocation();

  if (settingUpSession) {
    return (
      <PublicLayout>
        <SigningIn />
      </PublicLayout>
    );
  }

  if (token === null && pathname === '/') {
    return (
      <PublicLayout>
        <Suspense fallback={<PageSkeleton />}>
          <LandingRoute />
          {demo && <DemoSignInPopup demo={demo} />}
        </Suspense>
      </PublicLayout>
    );
  }

  return (
    <RequireAuth>
      <Suspense fallback={<PageSkeleton />}>
        <DashboardLayoutRoute />
      </Suspense>
    </RequireAuth>
  );
}
