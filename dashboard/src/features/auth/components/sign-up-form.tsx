import type { RegisterBody } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { useSignUp } from '@/lib/auth/session';
import { ageGroupOf, birthMonthOf } from '../birth-month';
import { BirthMonthFields } from './birth-month-fields';
import { FormMessage } from './form-message';
import { ParentEmailField } from './parent-email-field';
import { useHydrated } from '@/lib/api/hydration';

type Fields = Pick<RegisterBody, 'firstName' | 'lastName' | 'email' | 'password'> & { parentEmail: string };

export interface BirthMonthChoice {
  year: string;
  month: string;
}

interface SignUpFormProps {
  /** From `?refCode=` or kept from an earlier visit. */
  refCode?: string;
  /** The account comes from the extension's install flow (`?extension=`). */
  fromExtension: boolean;
  /** Held by the page, so "Continue with Google" sends the same month of birth. */
  born: BirthMonthChoice;
  onBornChange: (next: BirthMonthChoice) => void;
  onSignedUp: () => void;
}

export function SignUpForm({ refCode, fromExtension, born, onBornChange, onSignedUp }: SignUpFormProps) {
  const hydrated = useHydrated();
  const [fields, setFields] = useState<Fields>({ firstName: '', lastName: '', email: '', password: '', parentEmail: '' });
  const signUp = useSignUp();
  const birthMonth = birthMonthOf(born.year, born.month);
  const group = ageGroupOf(birthMonth);

  const field = (key: keyof Fields) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => setFields((now) => ({ ...now, [key]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: RegisterBody = {
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      email: fields.email.trim(),
      password: fields.password,
      birthMonth,
      ...(group === 'needs-parent' ? { parentEmail: fields.parentEmail.trim() } : {}),
      ...(refCode ? { refCode } : {}),
      ...(fromExtension ? { extension: 'exist' as const } : {}),
    };
    signUp.mutate(body, { onSuccess: onSignedUp });
  };

  return (
    <form onSubmit={submit} className="auth-form">
      <FormMessage message={signUp.error?.message} />
      <label>
        First Name
        <input {...field('firstName')} autoComplete="given-name" required />
      </label>
      <label>
        Last Name
        <input {...field('lastName')} autoComplete="family-name" required />
      </label>
      <label>
        E-mail
        <input type="email" {...field('email')} autoComplete="email" required />
      </label>
      <label>
        Password
        <input type="password" {...field('password')} autoComplete="new-password" required />
      </label>
      <BirthMonthFields year={born.year} month={born.month} onChange={onBornChange} />
      {group === 'needs-parent' && (
        <ParentEmailField value={fields.parentEmail} onChange={(parentEmail) => setFields((now) => ({ ...now, parentEmail }))} />
      )}
      <button type="submit" disabled={signUp.isPending || !hydrated || group === 'too-young'} aria-busy={signUp.isPending}>
        {signUp.isPending ? 'Signing you up…' : 'Sign me Up'}
      </button>
    </form>
  );
}
