import { Suspense } from 'react';
import { Link, useSearchParams } from '@/lib/navigation';
import { lazyQueryPage } from '@/app/lazy-page';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RequireAuth } from '@/lib/auth/guard';

const PathwayPaymentOutcome = lazyQueryPage<{ reference: string }>(async () => (await import('./pathway-paid-outcome')).PathwayPaidOutcome);

/** Paystack's return page after paying for a plan; Paystack appends `reference` (and `trxref`). */
export function PathwayPaidRoute() {
  useDocumentTitle('Your pathway');
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref') ?? '';
  return (
    <>
      <h1>Your pathway</h1>
      {reference ? (
        <RequireAuth>
          <Suspense fallback={<PageSkeleton />}>
            <PathwayPaymentOutcome reference={reference} />
          </Suspense>
        </RequireAuth>
      ) : (
        <p>
          This page shows a plan&apos;s payment, but no payment was named. <Link to={paths.pathway.getHref('pathway')}>See your pathway</Link>
        </p>
      )}
    </>
  );
}
