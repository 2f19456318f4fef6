import { DateTime } from 'luxon';
import { BOOKING_HORIZON_DAYS } from '../constants/prices.js';
import type { FreeTimeSlot, SlotOccurrence } from '../types/mentor.js';

/** A weekly slot as the rule needs it: `day` 0 Sunday … 6 Saturday, wall time in its own IANA zone. */
export type WeeklySlot = Pick<FreeTimeSlot, '_id' | 'day' | 'hour' | 'minute' | 'timezone'>;

export interface OccurrenceOptions {
  /** The instant the horizon starts; occurrences at or before it are past. */
  now: Date;
  /** YYYY-MM-DD dates on which no slot is offered, each read in the slot's own zone. */
  blockedDates?: readonly string[];
  /** ISO instants already booked; left out. Empty until bookings exist. */
  taken?: ReadonlySet<string>;
  horizonDays?: number;
}

const DAY_MS = 86_400_000;
/** Weekly slots give two occurrences in a two-week horizon; a DST shift could squeeze in a third. */
const MAX_PER_SLOT = 2;

/** One week's start of a slot; `gap` when its wall time does not exist that day (a DST gap). */
export interface SlotStart {
  at: DateTime;
  gap: boolean;
}

/**
 * Every week's start of the slot in (from, until], ascending, read in the slot's zone. A wall time in
 * a DST gap (e.g. 01:30 Europe/London on the March change day) is marked `gap`: that day is not
 * offered, the way a blocked date is not. In the autumn overlap the first reading of the wall time counts.
 */
export function slotStarts(slot: WeeklySlot, from: Date, until: Date): SlotStart[] {
  const start = DateTime.fromJSDate(from, { zone: slot.timezone }).startOf('day');
  // luxon weekday is 1 Monday … 7 Sunday; the slot's day is 0 Sunday … 6 Saturday.
  const ahead = (slot.day - (start.weekday % 7) + 7) % 7;
  const starts: SlotStart[] = [];
  for (let day = start.plus({ days: ahead }); day.toMillis() <= until.getTime(); day = day.plus({ weeks: 1 })) {
    const at = day.set({ hour: slot.hour, minute: slot.minute, second: 0, millisecond: 0 });
    if (at.toMillis() <= from.getTime() || at.toMillis() > until.getTime()) continue;
    starts.push({ at, gap: at.hour !== slot.hour || at.minute !== slot.minute });
  }
  return starts;
}

/**
 * The bookable hours of weekly slots: each slot's occurrences in the horizon (now, now + 14 days],
 * computed in the slot's zone, at most two per slot, `second` marking its second week; then DST-gap
 * days, blocked dates and taken instants are left out (the flag of the other week stays). Ascending.
 */
export function slotOccurrences(slots: readonly WeeklySlot[], options: OccurrenceOptions): SlotOccurrence[] {
  const until = new Date(options.now.getTime() + (options.horizonDays ?? BOOKING_HORIZON_DAYS) * DAY_MS);
  const blocked = new Set(options.blockedDates ?? []);
  const occurrences = slots.flatMap((slot) =>
    slotStarts(slot, options.now, until)
      .slice(0, MAX_PER_SLOT)
      .map(({ at, gap }, index) => ({ at, gap, occurrence: { slotId: slot._id, startsAt: at.toUTC().toISO()!, second: index === 1 } }))
      .filter(({ at, gap, occurrence }) => !gap && !blocked.has(at.toISODate()!) && !options.taken?.has(occurrence.startsAt))
      .map(({ occurrence }) => occurrence),
  );
  return occurrences.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The first free occurrence, if any: what a mentor card shows as "next free". */
export function nextFreeAt(slots: readonly WeeklySlot[], options: OccurrenceOptions): string | undefined {
  return slotOccurrences(slots, options)[0]?.startsAt;
}
