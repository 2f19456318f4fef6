import type { BirthMonthBody, User } from '@trail/shared';
import { type FormEvent, useState } from 'react';
import { useRecordBirthMonth } from '../api/record-birth-month';
import { ageGroupOf, birthMonthOf, BirthMonthFields } from './birth-month-fields';
import { FormMessage } from './form-message';
import { ParentEmailField } from './parent-email-field';

/**
 * An account made before sign-up asked for a month of birth is asked once, with sign-up's fields and
 * texts; the answer cannot be changed afterwards (decision 0061). Gone once the account has one.
 */
export function BirthMonthPrompt({ user }: { user: User | undefined }) {
  const record = useRecordBirthMonth();
  const [born, setBorn] = useState({ year: '', month: '' });
  const [parentEmail, setParentEmail] = useState('');
  if (!user || user.birthMonth) return null;
  const birthMonth = birthMonthOf(born.year, born.month);
  const group = ageGroupOf(birthMonth);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: BirthMonthBody = { birthMonth, ...(group === 'needs-parent' ? { parentEmail: parentEmail.trim() } : {}) };
    record.mutate(body);
  };

  return (
    <section className="alert alert-info" aria-labelledby="birth-month-prompt-title">
      <h2 id="birth-month-prompt-title">Your month and year of birth</h2>
      <p>
        Trail now asks everyone this once: learners under 18 need a parent's or guardian's agreement. You cannot change
        it afterwards, so please check it before you save.
      </p>
      <form onSubmit={submit} className="auth-form">
        <FormMessage message={record.error?.message} />
        <BirthMonthFields year={born.year} month={born.month} onChange={setBorn} />
        {group === 'needs-parent' && <ParentEmailField value={parentEmail} onChange={setParentEmail} />}
        <button type="submit" disabled={record.isPending || !birthMonth || group === 'too-young'} aria-busy={record.isPending}>
          {record.isPending ? 'Saving…' : 'Save my month of birth'}
        </button>
      </form>
    </section>
  );
}
