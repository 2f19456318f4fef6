import { use, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { RouteError, RouteErrorBoundary } from '@/components/errors/route-error';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useAuthToken } from '@/lib/auth/guard';
import { endTakeover } from '@/lib/api/hydration';
import { OwnNavigation } from '@/lib/navigation';
import { NavigationContext, type Navigation } from '@/lib/navigation/context';
import { AppProvider } from './provider';
import { publicPageFor } from './public-pages';

interface Shown {
  page: ReactElement;
  navigation: Navigation;
}

/**
 * A public page renders on the app's own navigation, so its first load carries no react-router (decision
 * 0066). The first location only the full router serves (a signed-in view) loads it; from then on it
 * renders everything, on the same history, so Back and Forward keep working across the switch. While it
 * downloads, the page followed from stays on screen, still seeing the location it was rendered for.
 * No Suspense boundary here: nested in one, PublicLayout's boundary is pre-rendered out of line (decision 0066).
 */
export function AppPages() {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('AppPages renders inside OwnNavigation or StaticNavigation.');
  const token = useAuthToken();
  const [FullRouter, setFullRouter] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const [last, setLast] = useState<Shown | null>(null);
  const page = FullRouter ? null : publicPageFor(navigation.location.pathname, navigation.location.search, token);
  if (page && last?.navigation !== navigation) setLast({ page, navigation });
  const needsFullRouter = !FullRouter && !page;

  useEffect(() => {
    if (!needsFullRouter) return;
    let live = true;
    import('./router').then(
      ({ AppRouter }) => {
        if (!live) return;
        // Its views render with the session at once: one that first saw none would send the learner to /signin.
        endTakeover();
        setFullRouter(() => AppRouter);
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
  if (failed) return <RouteError />;
  const shown = page ? { page, navigation } : last;
  if (!shown) return <PageSkeleton />;
  return (
    <RouteErrorBoundary>
      <NavigationContext value={shown.navigation}>
        <PublicLayout>{shown.page}</PublicLayout>
      </NavigationContext>
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
