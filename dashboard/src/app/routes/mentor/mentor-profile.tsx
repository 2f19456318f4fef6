import { LOGIN_FOR_BOOKING, MEETING_PRICE_KOBO, MENTOR_FULLY_BOOKED, MENTOR_NOT_FOUND, SLOT_JUST_TAKEN, type MentorPage, type SlotOccurrence } from '@trail/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, usePathParams } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { useMentorPage } from '@/features/mentors/api/get-mentor-page';
import {
  isBookingConflictState,
  occurrenceKey,
  pendingSelection,
  type BookingState,
} from '@/features/mentors/booking-selection';
import { BookingSummary } from '@/features/mentors/components/booking-summary';
import { FreeTimePicker } from '@/features/mentors/components/free-time-picker';
import { MentorPageSkeleton } from '@/features/mentors/components/mentor-page-skeleton';
import { MentorProfileHeader } from '@/features/mentors/components/mentor-profile-header';
import { formatDayAndTime, viewerTimeZone } from '@/features/mentors/viewer-time';
import '@/features/mentors/mentors.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/lib/api/hydration';
import { ApiError } from '@/lib/api/api-client';
import { hasValidToken, useValidToken, type SignInState } from '@/lib/auth/guard';

/** A mentor's public page, addressed by username at the site root. */
export function MentorProfileRoute() {
  const { username = '' } = usePathParams(paths.mentorProfile.path);
  // A fresh page (and selection) per mentor.
  return <MentorProfile key={username} username={username} />;
}

function MentorProfile({ username }: { username: string }) {
  const page = useMentorPage(username);
  // The free times are shown in the viewer's time zone and ticked from this tab's storage, which the page
  // renderer cannot know: a page rendered on request shows them once React has taken it over (decision 0070).
  const hydrated = useHydrated();
  const mentor = page.data?.mentor;
  const name = mentor ? `${mentor.firstName} ${mentor.lastName}` : username;
  useDocumentTitle(name);

  if (page.isPending) return <MentorPageSkeleton />;
  if (page.isError) {
    const status = page.error instanceof ApiError ? page.error.status : undefined;
    // 410: the mentor asked for their account's deletion and takes no new bookings (decision 0050).
    const heading = status === 404 ? MENTOR_NOT_FOUND : status === 410 ? 'This mentor is not taking bookings' : 'This mentor could not be loaded';
    return (
      <>
        <h1>{heading}</h1>
        {status !== 404 && <p role="alert">{page.error.message}</p>}
        <p>
          <Link to={paths.mentors.getHref()}>See all mentors</Link>
        </p>
      </>
    );
  }
  return (
    <div className="mentor-page">
      <MentorProfileHeader mentor={page.data.mentor} />
      {hydrated ? <MentorBooking page={page.data} /> : <FreeTimesPlaceholder />}
    </div>
  );
}

/** Where the free times will be, their heading already in place, so the page does not jump when they come. */
function FreeTimesPlaceholder() {
  return (
    <section className="free-time-picker free-times-placeholder" aria-labelledby="free-times-heading" aria-busy="true">
      <h2 id="free-times-heading">Free times</h2>
      <p className="muted" role="status">
        Loading the free times…
      </p>
    </section>
  );
}

/** After a 409 the wizard sends the chosen hours back: the ones no longer offered were just taken, the rest stay ticked. */
function useConflict(occurrences: readonly SlotOccurrence[]) {
  const state: unknown = useLocation().state;
  if (!isBookingConflictState(state)) return null;
  const offered = new Set(occurrences.map(occurrenceKey));
  const chosen = state.conflict.occurrences;
  return {
    taken: chosen.filter((occurrence) => !offered.has(occurrenceKey(occurrence))),
    stillFree: chosen.map(occurrenceKey).filter((key) => offered.has(key)),
  };
}

function MentorBooking({ page: { mentor, occurrences } }: { page: MentorPage }) {
  const signedIn = useValidToken() !== null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [timeZone] = useState(viewerTimeZone);
  const conflict = useConflict(occurrences);
  // Ticks made before signing in come back once (decision 0038); after a 409, the still-free ones.
  const [selected, setSelected] = useState(() => new Set(conflict?.stillFree ?? pendingSelection.read(mentor.username)));
  useEffect(() => pendingSelection.clear(), []);

  const chosen = occurrences.filter((occurrence) => selected.has(occurrenceKey(occurrence)));
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const pay = () => {
    const { _id, username, firstName, lastName } = mentor;
    const state: BookingState = {
      info: { mentor: { _id, username, firstName, lastName }, occurrences: chosen, totalKobo: MEETING_PRICE_KOBO * chosen.length },
    };
    void navigate(paths.mentorRegister.getHref(), { state });
  };

  const signInToBook = () => {
    // Tapped while React took the page over, before the view showed the session: book as signed in.
    if (hasValidToken()) return void (chosen.length > 0 && pay());
    pendingSelection.save(mentor.username, chosen.map(occurrenceKey));
    const state: SignInState = { from: pathname, error: LOGIN_FOR_BOOKING };
    void navigate(paths.signIn.getHref(), { state });
  };

  return (
    <>
      {conflict && (
        <div role="alert" className="alert alert-error">
          <p>{SLOT_JUST_TAKEN}</p>
          {conflict.taken.map((occurrence) => (
            <p key={occurrenceKey(occurrence)}>{formatDayAndTime(occurrence.startsAt, timeZone)} was just taken</p>
          ))}
        </div>
      )}
      {occurrences.length === 0 ? (
        <p className="alert alert-info">
          {MENTOR_FULLY_BOOKED}. <Link to={paths.mentors.getHref()}>See other mentors</Link>
        </p>
      ) : (
        <>
          <FreeTimePicker occurrences={occurrences} timeZone={timeZone} selected={selected} onToggle={toggle} />
          {signedIn ? (
            <BookingSummary count={chosen.length} onPay={pay} />
          ) : (
            <button type="button" onClick={signInToBook}>
              Schedule
            </button>
          )}
        </>
      )}
    </>
  );
}
