import { Suspense } from 'react';
import { useLocation, useSearchParams } from '@/lib/navigation';
import { lazyQueryPage } from '@/app/lazy-page';
import { VisitorHome } from '@/app/public-pages';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useRefCodeParam } from '@/features/auth/hooks/use-ref-code-param';
import { RequireAuth, useAuthToken } from '@/lib/auth/guard';
import { SigningIn } from './signing-in';

// Separate chunks: signed-out visitors download the landing page only, signed-in learners the dashboard only.
// Nothing here imports React Query: it comes with the chunks that need it (decision 0013).
const DashboardLayoutRoute = lazyQueryPage(async () => (await import('./layout')).DashboardLayoutRoute);
const SessionFromQueryParams = lazyQueryPage(async () => (await import('./session-from-query-params')).SessionFromQueryParams);

/**
 * `/` and the learner views. `/` is the landing page for visitors and Home for learners; the other views
 * need a session. Also reads the entry route's query parameters.
 */
export function DashboardGate() {
  const [params] = useSearchParams();
  useRefCodeParam();
  const token = useAuthToken();
  const { pathname } = useLocation();

  if (params.get('code') || params.get('token')) {
    return (
      <PublicLayout>
        <Suspense fallback={<SigningIn />}>
          <SessionFromQueryParams />
        </Suspense>
      </PublicLayout>
    );
  }

  if (token === null && pathname === '/') {
    return (
      <PublicLayout>
        <VisitorHome />
      </PublicLayout>
    );
  }

  return (
    <RouteErrorBoundary>
      <RequireAuth>
        <Suspense fallback={<PageSkeleton />}>
          <DashboardLayoutRoute />
        </Suspense>
      </RequireAuth>
    </RouteErrorBoundary>
  );
}
