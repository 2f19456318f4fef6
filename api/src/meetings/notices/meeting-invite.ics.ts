import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { StoredMeeting } from '../meeting.mapper';

export interface InviteAttendee {
  name: string;
  email: string;
}

/**
 * The meeting as an iCalendar invite (METHOD:REQUEST) or its withdrawal (METHOD:CANCEL, a higher
 * SEQUENCE so calendars replace the invite). UID is the meeting's id; times are UTC.
 */
export function meetingCalendar(
  meeting: StoredMeeting,
  method: 'REQUEST' | 'CANCEL',
  organizerEmail: string,
  attendees: InviteAttendee[],
): string {
  const calendar = ical({
    prodId: { company: 'Trail', product: 'meetings', language: 'EN' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: meeting._id.toString(),
    sequence: method === 'REQUEST' ? 0 : 1,
    start: meeting.startsAt,
    end: meeting.endsAt,
    stamp: new Date(),
    summary: 'Trail mentoring session',
    description: meeting.purpose ? `What it is about: ${meeting.purpose}\n\nJoin: ${meeting.meetLink ?? ''}` : `Join: ${meeting.meetLink ?? ''}`,
    location: meeting.meetLink ?? null,
    url: meeting.meetLink ?? null,
    status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: { name: 'Trail', email: organizerEmail },
    attendees: attendees.map(({ name, email }) => ({
      name,
      email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
    })),
  });
  return calendar.toString();
}

/** The bare address of a From line such as `Trail <no-reply@trail.ng>`. */
export const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
