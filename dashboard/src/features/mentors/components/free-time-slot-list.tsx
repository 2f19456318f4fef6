import type { FreeTimeSlot } from '@trail/shared';
import { twoDigits, WEEKDAYS } from '../time-zones';

const describe = (slot: FreeTimeSlot) => `${WEEKDAYS[slot.day] ?? '?'} ${twoDigits(slot.hour)}:${twoDigits(slot.minute)} (${slot.timezone})`;

/** The mentor's weekly slots, each one hour, in the zone it was set in. */
export function FreeTimeSlotList({ slots, onDelete, deleting }: { slots: readonly FreeTimeSlot[]; onDelete: (id: string) => void; deleting?: string }) {
  if (slots.length === 0) return <p className="muted">No weekly slots yet: learners cannot book you until you add one.</p>;
  const ordered = [...slots].sort((a, b) => a.day - b.day || a.hour - b.hour || a.minute - b.minute);
  return (
    <ul className="free-time-slots" aria-label="Weekly slots">
      {ordered.map((slot) => (
        <li key={slot._id}>
          <span>{describe(slot)}</span>
          <button type="button" className="button-secondary" disabled={deleting === slot._id} onClick={() => onDelete(slot._id)} aria-label={`Delete ${describe(slot)}`}>
            Delete
          </button>
        </li>
      ))}
    </ul>
  );
}
