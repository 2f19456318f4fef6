import { viewerTimeZone } from './viewer-time';

// Browsers without Intl.supportedValuesOf (Chrome before 99) still get the zones Trail's people mostly use.
const FALLBACK_ZONES = ['Africa/Lagos', 'Africa/Accra', 'Africa/Nairobi', 'Africa/Johannesburg', 'Europe/London', 'America/New_York', 'UTC'];

/** The IANA zone names the browser knows, with the browser's own zone always among them. */
export function knownTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : FALLBACK_ZONES;
  const own = viewerTimeZone();
  return zones.includes(own) ? zones : [own, ...zones];
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const twoDigits = (value: number) => String(value).padStart(2, '0');
