import type { SlotOccurrence } from '@trail/shared';
import { occurrenceKey } from '../booking-selection';
import { formatDay, formatTime, groupByDay } from '../viewer-days';

interface FreeTimePickerProps {
  occurrences: readonly SlotOccurrence[];
  /** The viewer's IANA zone: every time is shown in it. */
  timeZone: string;
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

/** The free hours of the next two weeks, by the viewer's day, each a tick box. */
export function FreeTimePicker({ occurrences, timeZone, selected, onToggle }: FreeTimePickerProps) {
  const days = groupByDay(occurrences, (occurrence) => occurrence.startsAt, timeZone);
  return (
    <section className="free-time-picker" aria-labelledby="free-times-heading">
      <h2 id="free-times-heading">Free times</h2>
      <p className="muted">
        Times are in your time zone, <strong>{timeZone}</strong>. Each session lasts one hour.
      </p>
      {days.map(({ day, items }) => (
        <fieldset key={day} className="free-time-day">
          <legend>{formatDay(items[0]!.startsAt, timeZone)}</legend>
          {items.map((occurrence) => {
            const key = occurrenceKey(occurrence);
            return (
              <label key={key} className="free-time-option">
                <input type="checkbox" checked={selected.has(key)} onChange={() => onToggle(key)} />
                <time dateTime={occurrence.startsAt}>{formatTime(occurrence.startsAt, timeZone)}</time>
              </label>
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
