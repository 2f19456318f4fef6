import { Suspense } from 'react';
import { Link, useSearchParams } from '@/lib/navigation';
import { lazyQueryPage } from '@/app/lazy-page';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RequireAuth } from '@/lib/auth/guard';

const BookedOutcome = lazyQueryPage<{ reference: string }>(async () => (await import('./booked-outcome')).BookedOutcome);

/** Paystack's return page after paying for mentor hours; Paystack appends `reference` (and `trxref`). */
export function MentorBookedRoute() {
  useDocumentTitle('Your booking');
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref') ?? '';
  return (
    <>
      <h1>Your booking</h1>
      {reference ? (
        <RequireAuth>
          <Suspense fallback={<PageSkeleton />}>
            <BookedOutcome reference={reference} />
          </Suspense>
        </RequireAuth>
      ) : (
        <p>
          This page shows a payment&apos;s booking, but no payment was named. <Link to={paths.pathway.getHref('sessions')}>See your sessions</Link>
        </p>
      )}
    </>
  );
}
