import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_DELETION_KEEPS,
  type BirthMonthBody,
  PARENTAL_AGREEMENT_MESSAGES as M,
  type User,
} from '@trail/shared';
import { type FormEvent, useState } from 'react';
import { useLogout } from '@/lib/auth';
import { useRecordBirthMonth } from '../api/record-birth-month';
import { ageGroupOf, birthMonthOf } from '../birth-month';
import { BirthMonthFields } from './birth-month-fields';
import { FormMessage } from './form-message';
import { ParentEmailField } from './parent-email-field';

const DAY_MS = 86_400_000;
const longDate = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** What the sign-in page says after an under-13 answer: the account goes, when, what is kept, and how to undo a slip. */
export const tooYoungNotice = (deletionDueAt: string) =>
  `${M.tooYoungToKeep}. We have signed you out, and on ${longDate(new Date(deletionDueAt))} we will erase your account and everything in it. ${ACCOUNT_DELETION_KEEPS} If you chose the wrong year, sign in before then and answer again.`;

/**
 * An account made before sign-up asked for a month of birth is asked once, with sign-up's fields and
 * texts; the answer cannot be changed afterwards, and an under-13 answer deletes the account (decision 0061).
 */
export function BirthMonthPrompt({ user }: { user: User | undefined }) {
  const record = useRecordBirthMonth();
  const logout = useLogout();
  const [born, setBorn] = useState({ year: '', month: '' });
  const [parentEmail, setParentEmail] = useState('');
  // The date as of showing the prompt; the API answers the exact one.
  const [due] = useState(() => longDate(new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS)));
  if (!user || user.birthMonth) return null;
  const birthMonth = birthMonthOf(born.year, born.month);
  const group = ageGroupOf(birthMonth);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: BirthMonthBody = { birthMonth, ...(group === 'needs-parent' ? { parentEmail: parentEmail.trim() } : {}) };
    record.mutate(body, {
      onSuccess: (answer) => {
        if ('deletionDueAt' in answer) void logout({ notice: tooYoungNotice(answer.deletionDueAt) });
      },
    });
  };

  const tooYoung = (
    <div role="alert" className="alert alert-error">
      <p>{M.tooYoungToKeep}.</p>
      <p>
        If this is right, saving it signs you out and deletes your account and everything in it on{' '}
        {due}. {ACCOUNT_DELETION_KEEPS}
      </p>
      <p>Chose the wrong year? Change it before you save.</p>
    </div>
  );

  return (
    <section className="alert alert-info" aria-labelledby="birth-month-prompt-title">
      <h2 id="birth-month-prompt-title">Your month and year of birth</h2>
      <p>
        Trail now asks everyone this once: learners under 18 need a parent's or guardian's agreement. You cannot change
        it afterwards, so please check it before you save.
      </p>
      <form onSubmit={submit} className="auth-form">
        <FormMessage message={record.error?.message} />
        <BirthMonthFields year={born.year} month={born.month} onChange={setBorn} tooYoung={tooYoung} />
        {group === 'needs-parent' && <ParentEmailField value={parentEmail} onChange={setParentEmail} />}
        <button type="submit" disabled={record.isPending || !birthMonth} aria-busy={record.isPending}>
          {record.isPending ? 'Saving…' : group === 'too-young' ? 'Save and delete my account' : 'Save my month of birth'}
        </button>
      </form>
    </section>
  );
}
