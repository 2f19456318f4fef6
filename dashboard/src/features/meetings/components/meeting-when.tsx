import { formatMeetingTime } from '../meeting-time';

/** A meeting's start, readable and machine-readable. */
export function MeetingWhen({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatMeetingTime(iso)}</time>;
}
