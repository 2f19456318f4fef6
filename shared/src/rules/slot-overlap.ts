import { MEETING_LENGTH_MINUTES } from '../constants/prices.js';
import { slotStarts, type WeeklySlot } from './slot-occurrences.js';

const DAY_MS = 86_400_000;
/** A year of weeks: both DST seasons of every zone, whatever the date the check runs. */
const LOOK_AHEAD_DAYS = 371;

export interface SlotClash {
  slot: WeeklySlot;
  other: WeeklySlot;
}

/**
 * Two weekly slots clash when any of their occurrences in the coming year start less than a meeting
 * length apart. Slots in different zones are compared in absolute time over that year, so a Lagos
 * and a London slot that meet only in winter (London without summer time) clash too. The first
 * clash found, or undefined.
 */
export function findSlotClash(slots: readonly WeeklySlot[], now: Date): SlotClash | undefined {
  const until = new Date(now.getTime() + LOOK_AHEAD_DAYS * DAY_MS);
  const starts = slots
    .flatMap((slot) => slotStarts(slot, now, until).flatMap(({ at, gap }) => (gap ? [] : [{ slot, ms: at.toMillis() }])))
    .sort((a, b) => a.ms - b.ms);
  for (let i = 1; i < starts.length; i++) {
    const [before, after] = [starts[i - 1]!, starts[i]!];
    if (after.ms - before.ms < MEETING_LENGTH_MINUTES * 60_000) return { slot: after.slot, other: before.slot };
  }
  return undefined;
}

/** "Monday 10:30 (Africa/Lagos)": how a clash message names a slot. */
export function describeSlot(slot: Pick<WeeklySlot, 'day' | 'hour' | 'minute' | 'timezone'>): string {
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days[slot.day]} ${pad(slot.hour)}:${pad(slot.minute)} (${slot.timezone})`;
}
