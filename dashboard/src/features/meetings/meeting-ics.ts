import type { Meeting } from '@trail/shared';

// iCalendar (RFC 5545) UTC form: 20260302T180000Z.
const icsTime = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

// Commas, semicolons, backslashes and line breaks are escaped in iCalendar text values.
const icsText = (text: string) => text.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r?\n/g, '\\n');

/** A one-event calendar file for "Add to calendar", built in the browser. */
export function meetingIcs(meeting: Meeting, now = new Date()): string {
  const other = meeting.as === 'mentee' ? meeting.mentor : meeting.mentee;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trail//Mentoring//EN',
    'BEGIN:VEVENT',
    `UID:${meeting._id}@trail`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(meeting.time)}`,
    `DTEND:${icsTime(meeting.endsAt)}`,
    `SUMMARY:${icsText(`Trail session with ${other.firstName} ${other.lastName}`)}`,
    `DESCRIPTION:${icsText(meeting.purpose)}`,
    `LOCATION:${icsText(meeting.meetLink)}`,
    `URL:${meeting.meetLink}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

export const meetingIcsHref = (meeting: Meeting) => `data:text/calendar;charset=utf-8,${encodeURIComponent(meetingIcs(meeting))}`;
