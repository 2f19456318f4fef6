import { cancellationTerms, type Meeting } from '@trail/shared';
import { useId, useState } from 'react';
import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { useCancelMeeting } from '../api/cancel-meeting';
import { meetingIcsHref } from '../meeting-ics';

/** The session card's menu (spec §2): join, the mentor's page, and cancel with the refund stated before confirming. */
export function SessionMenu({ meeting, now = new Date() }: { meeting: Meeting; now?: Date }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const cancel = useCancelMeeting();
  const terms = cancellationTerms(meeting.as, new Date(meeting.time), now);
  const mentorName = meeting.mentor.username;

  return (
    <div className="session-menu" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button type="button" aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        Session options
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label="Session options">
          <li role="none">
            <a role="menuitem" href={meeting.meetLink} target="_blank" rel="noreferrer">
              Join
            </a>
          </li>
          <li role="none">
            <a role="menuitem" href={meetingIcsHref(meeting)} download="trail-session.ics">
              Add to calendar
            </a>
          </li>
          {meeting.as === 'mentee' && mentorName && (
            <li role="none">
              <Link role="menuitem" to={paths.mentorProfile.getHref(mentorName)}>
                Go to mentor&apos;s page
              </Link>
            </li>
          )}
          {terms.allowed && (
            <li role="none">
              <button type="button" role="menuitem" onClick={() => setConfirming(true)}>
                {terms.label}
              </button>
            </li>
          )}
        </ul>
      )}
      {confirming && (
        <div role="alertdialog" aria-label="Cancel this session?" className="session-confirm">
          <p>{terms.explanation}</p>
          {cancel.error && <p role="alert">{cancel.error.message}</p>}
          <button type="button" disabled={cancel.isPending} onClick={() => cancel.mutate(meeting._id)}>
            Yes, cancel the session
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      )}
    </div>
  );
}
