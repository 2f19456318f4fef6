import { SLOT_MINUTES, type NewFreeTimeSlot } from '@trail/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { knownTimeZones, twoDigits, WEEKDAYS } from '../time-zones';
import { viewerTimeZone } from '../viewer-time';

// Every hour of the day: the spec's list skips 07, a defect (issue 12).
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

interface Draft {
  day: string;
  hour: string;
  minute: string;
  timezone: string;
}

type FieldName = keyof Draft;

const LABELS: Record<FieldName, string> = { day: 'Day', hour: 'Start Hour', minute: 'Start Minute', timezone: 'Time Zone' };

const emptyDraft = (): Draft => ({ day: '', hour: '', minute: '', timezone: viewerTimeZone() });

interface FreeTimeSlotFormProps {
  onAdd: (slot: NewFreeTimeSlot, done: () => void) => void;
  isPending: boolean;
}

/** Day, start hour, start minute and zone of a new weekly slot; a missing choice is marked until it is made. */
export function FreeTimeSlotForm({ onAdd, isPending }: FreeTimeSlotFormProps) {
  const zones = useMemo(knownTimeZones, []);
  const [draft, setDraft] = useState(emptyDraft);
  const [marked, setMarked] = useState<ReadonlySet<FieldName>>(new Set());

  const missing = (name: FieldName) => draft[name] === '' || (name === 'timezone' && !zones.includes(draft.timezone));
  const choose = (name: FieldName, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setMarked((current) => new Set([...current].filter((field) => field !== name)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unset = (Object.keys(LABELS) as FieldName[]).filter(missing);
    setMarked(new Set(unset));
    if (unset.length > 0) return;
    const slot = { day: Number(draft.day), hour: Number(draft.hour), minute: Number(draft.minute), timezone: draft.timezone };
    onAdd(slot, () => setDraft(emptyDraft()));
  };

  const discard = () => {
    setDraft(emptyDraft());
    setMarked(new Set());
  };

  const select = (name: FieldName, options: { value: string; label: string }[]) => (
    <label className={marked.has(name) ? 'field-invalid' : undefined}>
      {LABELS[name]}
      <select
        value={draft[name]}
        onChange={(event) => choose(name, event.target.value)}
        aria-invalid={marked.has(name)}
        aria-describedby={marked.has(name) ? `slot-${name}-error` : undefined}
      >
        {name !== 'timezone' && <option value="">Choose…</option>}
        {options.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {marked.has(name) && (
        <span id={`slot-${name}-error`} className="field-error">
          Choose a {LABELS[name].toLowerCase()}
        </span>
      )}
    </label>
  );

  return (
    <form className="free-time-form" onSubmit={submit} noValidate aria-label="New weekly slot">
      {select('day', WEEKDAYS.map((label, day) => ({ value: String(day), label })))}
      {select('hour', HOURS.map((hour) => ({ value: String(hour), label: twoDigits(hour) })))}
      {select('minute', SLOT_MINUTES.map((minute) => ({ value: String(minute), label: twoDigits(minute) })))}
      {select('timezone', zones.map((zone) => ({ value: zone, label: zone })))}
      <div className="form-actions">
        <button type="submit" disabled={isPending} aria-busy={isPending}>
          {isPending ? 'Adding…' : 'Add Slot'}
        </button>
        <button type="button" className="button-secondary" onClick={discard}>
          Discard
        </button>
      </div>
    </form>
  );
}
