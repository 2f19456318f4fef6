import { DateTime, IANAZone } from 'luxon';

/** Whether `zone` is an IANA zone name this runtime knows (e.g. Africa/Lagos). */
export function isTimeZone(zone: unknown): zone is string {
  return typeof zone === 'string' && zone.length <= 64 && IANAZone.isValidZone(zone);
}

export interface ZonedTime {
  /** "Mon 14 Jul" */
  date: string;
  /** "10:30", 24-hour as the spec shows times. */
  time: string;
  /** The local date, YYYY-MM-DD, to group occurrences by day. */
  isoDate: string;
  /** The zone named, e.g. "Africa/Lagos". */
  zone: string;
}

/** An ISO instant as the viewer in `zone` reads it; kept apart from the occurrence rule so pages that
 * only format times need not pull in the rest. */
export function inZone(iso: string, zone: string, locale = 'en-GB'): ZonedTime {
  const at = DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone).setLocale(locale);
  return {
    date: at.toFormat('ccc d LLL'),
    time: at.toFormat('HH:mm'),
    isoDate: at.toISODate() ?? '',
    zone: at.zoneName ?? zone,
  };
}
