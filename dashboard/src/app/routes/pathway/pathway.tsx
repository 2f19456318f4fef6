import { Suspense } from 'react';
import { lazyQueryPage } from '@/app/lazy-page';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { RequireAuth } from '@/lib/auth/guard';

// The dashboard and React Query come in one chunk, fetched only once the session is known to be live.
const PathwayDashboard = lazyQueryPage(async () => (await import('./pathway-dashboard')).PathwayDashboard);

/** /pathway: the signed-in dashboard of mentoring, pathway, referrals and earnings. Signed out → /signin and back. */
export function PathwayRoute() {
  return (
    <RouteErrorBoundary>
      <RequireAuth>
        <Suspense fallback={<PageSkeleton />}>
          <PathwayDashboard />
        </Suspense>
      </RequireAuth>
    </RouteErrorBoundary>
  );
}
