import { DateTime } from 'luxon';

/** `2025-W07`: the ISO week (Monday first) that `now` falls in, in `zone`. */
export function isoWeek(now: Date, zone: string): string {
  const local = DateTime.fromJSDate(now, { zone });
  return `${local.weekYear}-W${String(local.weekNumber).padStart(2, '0')}`;
}
