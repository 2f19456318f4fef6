import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from '../constants/booking-limits.js';
import { BOOKING_MESSAGES } from '../constants/booking-messages.js';
import { holdLimitProblem, lapseWaitUntil } from './hold-limits.js';

const now = new Date('2026-12-07T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const minutesOn = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const none = { unpaidHoldsEndAt: [], lapsedAt: [] };

describe('lapseWaitUntil', () => {
  it.each([
    ['no lapses', [], null],
    ['two lapses today', [hoursAgo(1), hoursAgo(5)], null],
    ['three lapses, one of them more than a day ago', [hoursAgo(1), hoursAgo(5), hoursAgo(25)], null],
    ['three lapses today: until the oldest is a day old', [hoursAgo(1), hoursAgo(5), hoursAgo(20)], '2026-12-07T16:00:00.000Z'],
    ['in any order', [hoursAgo(20), hoursAgo(1), hoursAgo(5)], '2026-12-07T16:00:00.000Z'],
    ['four lapses today: until only two are left in the day', [hoursAgo(1), hoursAgo(2), hoursAgo(3), hoursAgo(23)], '2026-12-08T09:00:00.000Z'],
    ['exactly a day ago no longer counts', [hoursAgo(1), hoursAgo(2), hoursAgo(24)], null],
  ])('%s', (_, lapsedAt, until) => {
    expect(lapseWaitUntil(lapsedAt, now)?.toISOString() ?? null).toBe(until);
  });
});

describe('holdLimitProblem', () => {
  it(`refuses more than ${BOOKING_LIMITS.maxHoursPerBooking} hours in one request, whatever else`, () => {
    expect(holdLimitProblem(4, none, now)).toBeNull();
    expect(holdLimitProblem(5, none, now)).toEqual({ limit: 'hours', message: 'You can book up to 4 hours at a time. Please untick some times.' });
  });

  it('lets a learner hold while fewer than four of their holds are unpaid', () => {
    expect(holdLimitProblem(1, { unpaidHoldsEndAt: [minutesOn(1), minutesOn(5), minutesOn(9)], lapsedAt: [] }, now)).toBeNull();
  });

  it('refuses a fifth unpaid hold until the first of the four lapses, and holds already lapsed do not count', () => {
    const four = [minutesOn(9), minutesOn(3), minutesOn(5), minutesOn(7)];
    expect(holdLimitProblem(1, { unpaidHoldsEndAt: four, lapsedAt: [] }, now)).toEqual({
      limit: 'unpaid-holds',
      message: 'You already have 4 bookings waiting for payment. Pay for one, or wait until one is released (10 minutes after you chose its times), then try again.',
      retryAt: minutesOn(3),
    });
    expect(holdLimitProblem(1, { unpaidHoldsEndAt: [...four.slice(1), hoursAgo(0.01)], lapsedAt: [] }, now)).toBeNull();
  });

  it('makes a learner whose holds lapsed three times in a day wait, and says until when in Lagos time', () => {
    const problem = holdLimitProblem(1, { unpaidHoldsEndAt: [], lapsedAt: [hoursAgo(1), hoursAgo(2), hoursAgo(3)] }, now);
    expect(problem).toEqual({
      limit: 'lapses',
      // 09:00 UTC is 10:00 in Lagos.
      message: '3 of your bookings were released unpaid in the last 24 hours, so you can hold times again from 8 Dec 2026, 10:00 (Lagos time).',
      retryAt: new Date('2026-12-08T09:00:00.000Z'),
    });
    expect(problem?.message).toBe(BOOKING_MESSAGES.holdsLapsed(new Date('2026-12-08T09:00:00.000Z')));
  });

  it('says the wait before the number of unpaid holds: the wait is the longer one', () => {
    const history = { unpaidHoldsEndAt: [minutesOn(1), minutesOn(2), minutesOn(3), minutesOn(4)], lapsedAt: [hoursAgo(1), hoursAgo(2), hoursAgo(3)] };
    expect(holdLimitProblem(1, history, now)?.limit).toBe('lapses');
  });
});
