import { displayText, type Meeting } from '@trail/shared';
import { MeetingWhen } from './meeting-when';
import { OtherPerson } from './other-person';
import { SessionMenu } from './session-menu';
import '../meetings.css';

/** One upcoming meeting: when (24-hour, the viewer's zone), where, with whom, about what. */
export function SessionCard({ meeting }: { meeting: Meeting }) {
  return (
    <article className="session-card" aria-label={`Session with ${meeting.as === 'mentee' ? meeting.mentor.firstName : meeting.mentee.firstName}`}>
      <p>
        <MeetingWhen iso={meeting.time} /> · {meeting.venue} ·{' '}
        <a href={meeting.meetLink} target="_blank" rel="noreferrer">
          Join
        </a>
      </p>
      <p>
        {meeting.as === 'mentee' ? 'Mentor' : 'Learner'}: <OtherPerson meeting={meeting} />
      </p>
      <p className="session-purpose">{displayText(meeting.purpose, 'meetingPurpose')}</p>
      <SessionMenu meeting={meeting} />
    </article>
  );
}
