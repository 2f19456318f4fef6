import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { StoredMeeting } from '../meeting.mapper';

export interface InviteAttendee {
  name: string;
  email: string;
}

/**
 * What an invite says happened: booked, the room moved (Jitsi to Google Meet after the invite went,
 * decision 0046), or cancelled. Each has a higher SEQUENCE than the one before, so calendars replace
 * the event they hold rather than add a second.
 */
export type CalendarChange = 'booked' | 'new-room' | 'cancelled';
const SEQUENCE: Record<CalendarChange, number> = { booked: 0, 'new-room': 1, cancelled: 2 };

/**
 * The meeting as an iCalendar invite (METHOD:REQUEST) or its withdrawal (METHOD:CANCEL). UID is the
 * meeting's id; times are UTC.
 */
export function meetingCalendar(
  meeting: StoredMeeting,
  change: CalendarChange,
  organizerEmail: string,
  attendees: InviteAttendee[],
): string {
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const calendar = ical({
    prodId: { company: 'Trail', product: 'meetings', language: 'EN' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: meeting._id.toString(),
    sequence: SEQUENCE[change],
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
