/**
 * Times shown in the viewer's own zone with the browser's Intl (no time-zone library on public pages:
 * decision 0038). 24-hour clock, as the spec shows session times.
 */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const shortFormats = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per zone and format: building one is slow on a cheap phone. */
export function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
    cache.set(timeZone, format);
  }
  return format;
}

/** "Mon 3 Mar, 19:30". */
export function formatDayAndTime(iso: string, timeZone: string): string {
  const options = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  return cached(shortFormats, timeZone, options).format(new Date(iso));
}
