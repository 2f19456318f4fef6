import { describe, expect, it } from 'vitest';
import { aMeeting } from '@/test/meeting-fixtures';
import { meetingIcs } from './meeting-ics';

describe('meetingIcs', () => {
  it('makes one UTC event with the other person, the purpose and the room', () => {
    const meeting = aMeeting(5, { _id: 'm1', time: '2026-03-02T18:00:00.000Z', endsAt: '2026-03-02T19:00:00.000Z', purpose: 'SQL, joins; and more' });
    const lines = meetingIcs(meeting, new Date('2026-03-01T10:00:00.000Z')).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:m1@trail',
        'DTSTART:20260302T180000Z',
        'DTEND:20260302T190000Z',
        'SUMMARY:Trail session with Tolu Ade',
        'DESCRIPTION:SQL\\, joins\\; and more',
        'LOCATION:https://meet.jit.si/trail-room',
      ]),
    );
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });
});
