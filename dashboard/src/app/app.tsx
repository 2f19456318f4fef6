import { useEffect, useState, type ComponentType } from 'react';
import { RouteError, RouteErrorBoundary } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useAuthToken } from '@/lib/auth-guard';
import { OwnNavigation, useLocation } from '@/lib/navigation';
import { AppProvider } from './provider';
import { publicPageFor } from './public-pages';

/**
 * A public page renders on the app's own navigation, so its first load carries no react-router (decision
 * 0066). The first location only the full router serves (a signed-in view) loads it; from then on it
 * renders everything, on the same history, so Back and Forward keep working across the switch.
 */
export function AppPages() {
  const { pathname, search } = useLocation();
  const token = useAuthToken();
  const [FullRouter, setFullRouter] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const page = FullRouter ? null : publicPageFor(pathname, search, token);
  const needsFullRouter = !FullRouter && !page;

  useEffect(() => {
    if (!needsFullRouter) return;
    let live = true;
    import('./router').then(
      ({ AppRouter }) => {
        if (live) setFullRouter(() => AppRouter);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [needsFullRouter]);

  if (FullRouter) return <FullRouter />;
  if (page) {
    return (
      <RouteErrorBoundary>
        <PublicLayout>{page}</PublicLayout>
      </RouteErrorBoundary>
    );
  }
  return failed ? <RouteError /> : <PageSkeleton />;
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
