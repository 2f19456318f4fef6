import { Suspense } from 'react';
import { Link, usePathParams } from '@/lib/navigation';
import { lazyQueryPage } from '@/app/lazy-page';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RequireAuth } from '@/lib/auth/guard';

// The wizard and React Query load only once the session is known to be live (decision 0013).
const PathwayStart = lazyQueryPage<{ slug: string }>(async () => (await import('./pathway-start-wizard')).PathwayStartWizard);

/** Get Started on a pathway page leads here: the wizard's pathway flow, signed in. */
export function PathwayStartRoute() {
  const { name = '' } = usePathParams(paths.pathwayStart.path);
  useDocumentTitle('Get your pathway');
  return (
    <>
      <h1>Get your pathway</h1>
      <p>
        <Link to={paths.pathwayLanding.getHref(name)}>About this pathway</Link>
      </p>
      <RequireAuth>
        <Suspense fallback={<PageSkeleton />}>
          <PathwayStart slug={name} />
        </Suspense>
      </RequireAuth>
    </>
  );
}
