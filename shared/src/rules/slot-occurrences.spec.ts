import { describe, expect, it } from 'vitest';
import { nextFreeAt, slotOccurrences, type WeeklySlot } from './slot-occurrences.js';
import { describeSlot, findSlotClash } from './slot-overlap.js';
import { inZone, isTimeZone } from './zoned-time.js';

const SUN = 0, MON = 1, FRI = 5, SAT = 6;
const slot = (day: number, hour: number, minute: number, timezone: string, _id = 's1'): WeeklySlot => ({ _id, day, hour, minute, timezone });
const at = (iso: string) => new Date(iso);
const lagos = (iso: string) => {
  const local = inZone(iso, 'Africa/Lagos');
  return `${local.isoDate} ${local.time}`;
};

describe('slotOccurrences: a weekly slot in its own zone, over the two-week horizon, seen from Lagos', () => {
  it.each([
    {
      name: 'a Lagos slot (no DST)',
      slot: slot(MON, 10, 0, 'Africa/Lagos'),
      now: '2025-07-02T12:00:00Z',
      utc: ['2025-07-07T09:00:00.000Z', '2025-07-14T09:00:00.000Z'],
      inLagos: ['2025-07-07 10:00', '2025-07-14 10:00'],
    },
    {
      name: 'London, across the spring change (GMT → BST): an hour earlier in Lagos',
      slot: slot(MON, 9, 0, 'Europe/London'),
      now: '2025-03-20T12:00:00Z',
      utc: ['2025-03-24T09:00:00.000Z', '2025-03-31T08:00:00.000Z'],
      inLagos: ['2025-03-24 10:00', '2025-03-31 09:00'],
    },
    {
      name: 'London, across the autumn change (BST → GMT): an hour later in Lagos',
      slot: slot(MON, 9, 0, 'Europe/London'),
      now: '2025-10-16T12:00:00Z',
      utc: ['2025-10-20T08:00:00.000Z', '2025-10-27T09:00:00.000Z'],
      inLagos: ['2025-10-20 09:00', '2025-10-27 10:00'],
    },
    {
      name: 'New York, across the spring change: Saturday midnight in Lagos, then Friday 23:00',
      slot: slot(FRI, 18, 0, 'America/New_York'),
      now: '2025-03-05T12:00:00Z',
      utc: ['2025-03-07T23:00:00.000Z', '2025-03-14T22:00:00.000Z'],
      inLagos: ['2025-03-08 00:00', '2025-03-14 23:00'],
    },
    {
      name: 'New York, across the autumn change: Friday 23:00 in Lagos, then Saturday midnight',
      slot: slot(FRI, 18, 0, 'America/New_York'),
      now: '2025-10-29T12:00:00Z',
      utc: ['2025-10-31T22:00:00.000Z', '2025-11-07T23:00:00.000Z'],
      inLagos: ['2025-10-31 23:00', '2025-11-08 00:00'],
    },
    {
      name: 'a Sunday-midnight slot seen on Saturday night: the week boundary',
      slot: slot(SUN, 0, 0, 'Africa/Lagos'),
      now: '2025-07-05T22:30:00Z',
      utc: ['2025-07-05T23:00:00.000Z', '2025-07-12T23:00:00.000Z'],
      inLagos: ['2025-07-06 00:00', '2025-07-13 00:00'],
    },
    {
      name: 'a slot starting exactly now is past; the one exactly 14 days on is in',
      slot: slot(SUN, 0, 0, 'Africa/Lagos'),
      now: '2025-07-05T23:00:00Z',
      utc: ['2025-07-12T23:00:00.000Z', '2025-07-19T23:00:00.000Z'],
      inLagos: ['2025-07-13 00:00', '2025-07-20 00:00'],
    },
    {
      name: 'Saturday 23:45 in Lagos, the last quarter hour of the week',
      slot: slot(SAT, 23, 45, 'Africa/Lagos'),
      now: '2025-07-01T00:00:00Z',
      utc: ['2025-07-05T22:45:00.000Z', '2025-07-12T22:45:00.000Z'],
      inLagos: ['2025-07-05 23:45', '2025-07-12 23:45'],
    },
  ])('$name', ({ slot: weekly, now, utc, inLagos }) => {
    const occurrences = slotOccurrences([weekly], { now: at(now) });
    expect(occurrences).toEqual([
      { slotId: 's1', startsAt: utc[0], second: false },
      { slotId: 's1', startsAt: utc[1], second: true },
    ]);
    expect(occurrences.map((o) => lagos(o.startsAt))).toEqual(inLagos);
  });

  it('skips a slot on the day its wall time falls in the DST gap (01:30 London, 30 March 2025)', () => {
    const occurrences = slotOccurrences([slot(SUN, 1, 30, 'Europe/London')], { now: at('2025-03-27T12:00:00Z') });
    // 30 March has no 01:30 in London; 6 April 01:30 BST is 00:30 UTC, and is the slot's second week.
    expect(occurrences).toEqual([{ slotId: 's1', startsAt: '2025-04-06T00:30:00.000Z', second: true }]);
  });

  it('takes the first reading of a wall time that happens twice (01:30 London, 26 October 2025)', () => {
    const occurrences = slotOccurrences([slot(SUN, 1, 30, 'Europe/London')], { now: at('2025-10-23T12:00:00Z') });
    expect(occurrences.map((o) => o.startsAt)).toEqual(['2025-10-26T00:30:00.000Z', '2025-11-02T01:30:00.000Z']);
  });

  it('leaves out blocked dates, read in the slot’s own zone, and keeps the other week’s flag', () => {
    const nySlot = slot(FRI, 22, 0, 'America/New_York');
    const now = at('2025-07-01T12:00:00Z');
    // Friday 4 July 22:00 in New York is Saturday 5 July 02:00 UTC: only the New York date blocks it.
    expect(slotOccurrences([nySlot], { now, blockedDates: ['2025-07-05'] })).toHaveLength(2);
    expect(slotOccurrences([nySlot], { now, blockedDates: ['2025-07-04'] })).toEqual([
      { slotId: 's1', startsAt: '2025-07-12T02:00:00.000Z', second: true },
    ]);
  });

  it('leaves out taken instants and sorts several slots by start', () => {
    const slots = [slot(MON, 10, 0, 'Africa/Lagos', 'a'), slot(SUN, 9, 0, 'Europe/London', 'b')];
    const now = at('2025-07-02T12:00:00Z');
    const all = slotOccurrences(slots, { now });
    expect(all.map((o) => `${o.slotId} ${o.startsAt}`)).toEqual([
      'b 2025-07-06T08:00:00.000Z',
      'a 2025-07-07T09:00:00.000Z',
      'b 2025-07-13T08:00:00.000Z',
      'a 2025-07-14T09:00:00.000Z',
    ]);
    const free = slotOccurrences(slots, { now, taken: new Set(['2025-07-06T08:00:00.000Z']) });
    expect(free).toHaveLength(3);
    expect(nextFreeAt(slots, { now, taken: new Set(['2025-07-06T08:00:00.000Z']) })).toBe('2025-07-07T09:00:00.000Z');
    expect(nextFreeAt([], { now })).toBeUndefined();
  });
});

describe('findSlotClash: slots closer than a meeting length, in absolute time over the coming year', () => {
  const now = at('2025-07-02T12:00:00Z');
  it.each([
    { name: 'the same slot twice', slots: [slot(MON, 10, 0, 'Africa/Lagos'), slot(MON, 10, 0, 'Africa/Lagos', 's2')], clash: true },
    { name: '45 minutes apart', slots: [slot(MON, 10, 0, 'Africa/Lagos'), slot(MON, 10, 45, 'Africa/Lagos', 's2')], clash: true },
    { name: 'an hour apart', slots: [slot(MON, 10, 0, 'Africa/Lagos'), slot(MON, 11, 0, 'Africa/Lagos', 's2')], clash: false },
    { name: 'across midnight and the week’s end, 45 minutes', slots: [slot(SAT, 23, 30, 'Africa/Lagos'), slot(SUN, 0, 15, 'Africa/Lagos', 's2')], clash: true },
    { name: 'across midnight and the week’s end, an hour', slots: [slot(SAT, 23, 30, 'Africa/Lagos'), slot(SUN, 0, 30, 'Africa/Lagos', 's2')], clash: false },
    { name: 'Lagos 10:00 and London 09:00: the same hour in winter only', slots: [slot(MON, 10, 0, 'Africa/Lagos'), slot(MON, 9, 0, 'Europe/London', 's2')], clash: true },
    { name: 'Lagos 10:00 and London 10:30: 30 minutes apart in summer', slots: [slot(MON, 10, 0, 'Africa/Lagos'), slot(MON, 10, 30, 'Europe/London', 's2')], clash: true },
    { name: 'Lagos 10:00 and London 11:00: an hour or two apart all year', slots: [slot(MON, 10, 0, 'Africa/Lagos'), slot(MON, 11, 0, 'Europe/London', 's2')], clash: false },
  ])('$name', ({ slots, clash }) => {
    expect(Boolean(findSlotClash(slots, now))).toBe(clash);
  });

  it('names a slot for the message', () => {
    expect(describeSlot(slot(MON, 9, 5, 'Europe/London'))).toBe('Monday 09:05 (Europe/London)');
  });
});

describe('zoned time', () => {
  it('knows IANA names only', () => {
    expect(isTimeZone('Africa/Lagos')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it('formats an instant for a viewer, naming the zone', () => {
    expect(inZone('2025-03-07T23:00:00.000Z', 'Africa/Lagos')).toEqual({ date: 'Sat 8 Mar', time: '00:00', isoDate: '2025-03-08', zone: 'Africa/Lagos' });
  });
});
