import { lazy, Suspense, useState } from 'react';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useAuthToken } from '@/lib/auth-guard';
import { OwnNavigation, useLocation } from '@/lib/navigation';
import { AppProvider } from './provider';
import { publicPageFor } from './public-pages';

const FullRouter = lazy(async () => ({ default: (await import('./router')).AppRouter }));

/**
 * A public page renders on the app's own navigation, so its first load carries no react-router (decision
 * 0066). The first location only the full router serves (a signed-in view) loads it; from then on it
 * renders everything, on the same history, so Back and Forward keep working across the switch. Navigation
 * is a transition, so the page followed from stays on screen while the router downloads.
 */
export function AppPages() {
  const { pathname, search } = useLocation();
  const token = useAuthToken();
  const [routerNeeded, setRouterNeeded] = useState(false);
  const page = routerNeeded ? null : publicPageFor(pathname, search, token);
  if (!routerNeeded && !page) setRouterNeeded(true);

  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>{page ? <PublicLayout>{page}</PublicLayout> : <FullRouter />}</Suspense>
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <AppProvider>
      <OwnNavigation>
        <AppPages />
      </OwnNavigation>
    </AppProvider>
  );
}
