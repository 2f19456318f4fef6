import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isBookingState } from '@/features/mentors/booking-selection';
import { ChosenTimes } from '@/features/mentors/components/chosen-times';
import { formatKobo } from '@/lib/format-naira';
import { viewerTimeZone } from '@/features/mentors/viewer-time';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Where the mentor page's Pay button leads with the chosen hours. Paying is the booking issue's part. */
export function MentorRegisterRoute() {
  useDocumentTitle('Book your session');
  const state: unknown = useLocation().state;
  const [timeZone] = useState(viewerTimeZone);
  if (!isBookingState(state)) {
    return (
      <>
        <h1>Book your session</h1>
        <p>
          Choose one or more free times on a mentor&apos;s page first. <Link to={paths.mentors.getHref()}>See the mentors</Link>
        </p>
      </>
    );
  }
  const { mentor, occurrences, totalKobo } = state.info;
  return (
    <>
      <h1>Book your session</h1>
      <p>
        With <Link to={paths.mentorProfile.getHref(mentor.username)}>{`${mentor.firstName} ${mentor.lastName}`}</Link>, in
        your time zone ({timeZone}):
      </p>
      <ChosenTimes occurrences={occurrences} timeZone={timeZone} />
      <p>
        Total: <strong>{formatKobo(totalKobo)}</strong>
      </p>
      <p className="alert alert-info">Paying online is not open yet: these times are not booked.</p>
    </>
  );
}
