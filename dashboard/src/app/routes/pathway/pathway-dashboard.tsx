import { Suspense } from 'react';
import { Navigate, useSearchParams } from '@/lib/navigation';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { BirthMonthPrompt } from '@/features/auth/components/birth-month-prompt';
import { useRememberTimeZone } from '@/features/users/hooks/use-remember-time-zone';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { PathwayNav } from './pathway-nav';
import { PathwayViewPage } from './pathway-view-pages';
import { viewsFor } from './pathway-views';
import './pathway.css';

/** The view named by `?view=`; Home without one. Views switch in-page, but each has its own URL. */
export function PathwayDashboard() {
  const [params] = useSearchParams();
  const { data: user, error } = useUser();
  useRememberTimeZone(user);
  const requested = params.get('view') ?? 'home';
  const views = user ? viewsFor(user.role) : [];
  const current = views.find((entry) => entry.id === requested);
  useDocumentTitle(current?.label ?? 'Pathway');

  // An unknown view, or one this role may not open (a learner on ?view=account): Home, without a history entry.
  if (user && !current) return <Navigate to={paths.pathway.getHref()} replace />;

  return (
    <DashboardLayout
      user={user}
      viewKey={`pathway:${requested}`}
      nav={<PathwayNav views={views} current={current?.id} />}
    >
      <BirthMonthPrompt user={user} />
      {error && (
        <p role="alert" className="alert alert-error">
          {error.message}
        </p>
      )}
      {current ? (
        <Suspense fallback={<PageSkeleton />}>
          <PathwayViewPage id={current.id} />
        </Suspense>
      ) : (
        !error && <PageSkeleton />
      )}
    </DashboardLayout>
  );
}
