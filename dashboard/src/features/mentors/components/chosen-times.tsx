import type { SlotOccurrence } from '@trail/shared';
import { formatDayAndTime } from '../viewer-time';

/** The hours a learner picked, in their own zone. */
export function ChosenTimes({ occurrences, timeZone }: { occurrences: readonly SlotOccurrence[]; timeZone: string }) {
  return (
    <ul className="chosen-times">
      {occurrences.map((occurrence) => (
        <li key={`${occurrence.slotId}@${occurrence.startsAt}`}>
          <time dateTime={occurrence.startsAt}>{formatDayAndTime(occurrence.startsAt, timeZone)}</time>
        </li>
      ))}
    </ul>
  );
}
