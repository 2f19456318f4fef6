import { TOO_YOUNG } from '@trail/shared';
import type { ReactNode } from 'react';
import { ageGroupOf, birthMonthOf } from '../birth-month';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const YEARS_SHOWN = 100;

interface BirthMonthFieldsProps {
  year: string;
  month: string;
  onChange: (next: { year: string; month: string }) => void;
  /** What an under-13 answer means here; sign-up's refusal by default. */
  tooYoung?: ReactNode;
}

/**
 * Month and year of birth, no day: enough to tell under 13, 13–17 and adults apart (decision 0058).
 * Two selects, because `<input type="month">` is a plain text box in some browsers.
 */
export function BirthMonthFields({ year, month, onChange, tooYoung }: BirthMonthFieldsProps) {
  const thisYear = new Date().getFullYear();
  const group = ageGroupOf(birthMonthOf(year, month));
  return (
    <fieldset className="birth-month">
      <legend>Date of birth (month and year)</legend>
      <label>
        Month of birth
        <select value={month} onChange={(event) => onChange({ year, month: event.target.value })} required>
          <option value="">Month</option>
          {MONTHS.map((name, index) => (
            <option key={name} value={String(index + 1).padStart(2, '0')}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Year of birth
        <select value={year} onChange={(event) => onChange({ year: event.target.value, month })} required>
          <option value="">Year</option>
          {Array.from({ length: YEARS_SHOWN }, (_, index) => String(thisYear - index)).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      {group === 'too-young' &&
        (tooYoung ?? (
          <p role="alert" className="alert alert-error">
            {TOO_YOUNG}
          </p>
        ))}
    </fieldset>
  );
}
