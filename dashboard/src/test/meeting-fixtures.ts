import type { Meeting } from '@trail/shared';

const HOUR_MS = 3_600_000;

/** An ISO instant `hours` from now (negative: in the past). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/** A meeting seen by the learner Ada, with the mentor Tolu, `hours` from now. */
export function aMeeting(hours: number, overrides: Partial<Meeting> = {}): Meeting {
  const time = hoursFromNow(hours);
  return {
    _id: `meeting-${hours}`,
    time,
    endsAt: new Date(new Date(time).getTime() + HOUR_MS).toISOString(),
    purpose: 'Moving from analysis to data science',
    meetLink: 'https://meet.jit.si/trail-room',
    venue: 'Jitsi Meet',
    mentor: { _id: 'mentor-1', firstName: 'Tolu', lastName: 'Ade', username: 'tolu' },
    mentee: { _id: 'user-1', firstName: 'Ada', lastName: 'Obi' },
    as: 'mentee',
    state: hours > 0 ? 'upcoming' : 'pending',
    ...overrides,
  };
}
