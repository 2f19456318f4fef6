// The mentors feature has its own copy: features do not import each other (decision 0031).
const formats = new Map<string, Intl.DateTimeFormat>();

/** "Mon 14 Dec, 09:00" in the viewer's zone, on the 24-hour clock (spec 9.18). */
export function formatMeetingTime(iso: string, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  let format = formats.get(timeZone);
  if (!format) {
    const options = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    format = new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
    formats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
