import { Suspense } from 'react';
import { Link, useLocation } from '@/lib/navigation';
import { lazyQueryPage } from '@/app/lazy-page';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { isBookingState } from '@/features/mentors/booking-selection';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RequireAuth } from '@/lib/auth/guard';

// The wizard and React Query load only once the session is known to be live (decision 0013).
const RegisterBooking = lazyQueryPage(async () => (await import('./register-booking')).RegisterBooking);

/** Where the mentor page's Pay button leads with the chosen hours: the booking wizard (spec §2, mentor flow). */
export function MentorRegisterRoute() {
  useDocumentTitle('Book your session');
  const state: unknown = useLocation().state;
  const mentor = isBookingState(state) ? state.info.mentor : null;
  return (
    <>
      <h1>Book your session</h1>
      {isBookingState(state) && mentor ? (
        <>
          <p>
            With <Link to={paths.mentorProfile.getHref(mentor.username)}>{`${mentor.firstName} ${mentor.lastName}`}</Link>
          </p>
          <RequireAuth>
            <Suspense fallback={<PageSkeleton />}>
              <RegisterBooking info={state.info} />
            </Suspense>
          </RequireAuth>
        </>
      ) : (
        <p>
          Choose one or more free times on a mentor&apos;s page first. <Link to={paths.mentors.getHref()}>See the mentors</Link>
        </p>
      )}
    </>
  );
}
