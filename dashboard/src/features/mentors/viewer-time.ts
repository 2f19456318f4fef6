/**
 * Times shown in the viewer's own zone with the browser's Intl (no time-zone library on public pages:
 * decision 0038). 24-hour clock, as the spec shows session times.
 */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const keyFormats = new Map<string, Intl.DateTimeFormat>();
const shortFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
    cache.set(timeZone, format);
  }
  return format;
}

/** "Monday 3 March". */
export function formatDay(iso: string, timeZone: string): string {
  return cached(dayFormats, timeZone, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
}

/** "19:30". */
export function formatTime(iso: string, timeZone: string): string {
  return cached(timeFormats, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** "Mon 3 Mar, 19:30". */
export function formatDayAndTime(iso: string, timeZone: string): string {
  const options = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  return cached(shortFormats, timeZone, options).format(new Date(iso));
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
