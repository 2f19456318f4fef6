import { cached } from './viewer-time';

// Apart from viewer-time.ts: only a mentor's free-time picker groups times by day, so the mentor lists load
// without it (decision 0066, amended).

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const keyFormats = new Map<string, Intl.DateTimeFormat>();

/** "Monday 3 March". */
export function formatDay(iso: string, timeZone: string): string {
  return cached(dayFormats, timeZone, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
}

/** "19:30". */
export function formatTime(iso: string, timeZone: string): string {
  return cached(timeFormats, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** The calendar day of an instant in `timeZone`, as YYYY-MM-DD (groups times by the viewer's day). */
export function dayKey(iso: string, timeZone: string): string {
  return cached(keyFormats, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(iso))
    .filter((part) => part.type !== 'literal')
    .reverse()
    .map((part) => part.value)
    .join('-');
}

/** Items grouped by the viewer's calendar day, in the order given (already ascending). */
export function groupByDay<T>(items: readonly T[], instantOf: (item: T) => string, timeZone: string): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = dayKey(instantOf(item), timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
