import { useState, type FormEvent } from 'react';

interface BlockedDatesProps {
  dates: readonly string[];
  onBlock: (date: string, done: () => void) => void;
  onUnblock: (date: string) => void;
  isPending: boolean;
}

/** Days off (a holiday) without deleting the weekly slots: none of them is offered on a blocked date. */
export function BlockedDates({ dates, onBlock, onUnblock, isPending }: BlockedDatesProps) {
  const [date, setDate] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) onBlock(date, () => setDate(''));
  };
  return (
    <section aria-labelledby="blocked-dates-heading">
      <h3 id="blocked-dates-heading">Days off</h3>
      <form className="blocked-date-form" onSubmit={submit}>
        <label>
          Date
          <input type="date" value={date} onChange={(event) => setDate(event.target.value)} required />
        </label>
        <button type="submit" disabled={isPending || !date}>
          Block date
        </button>
      </form>
      {dates.length > 0 && (
        <ul className="blocked-dates" aria-label="Blocked dates">
          {[...dates].sort().map((day) => (
            <li key={day}>
              <time dateTime={day}>{day}</time>
              <button type="button" className="button-secondary" onClick={() => onUnblock(day)} aria-label={`Unblock ${day}`}>
                Unblock
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
