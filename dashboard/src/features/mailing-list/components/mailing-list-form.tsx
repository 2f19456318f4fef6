import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { INVALID_EMAIL, isValidEmail, normaliseEmail, type MailingListReason } from '@trail/shared';
import { useJoinMailingList } from '../api/join-mailing-list';
import { useHydrated } from '@/lib/api/hydration';

export interface MailingListFormProps {
  reason: MailingListReason;
  label: string;
  buttonText: string;
  /** Called with the e-mail once the API has added it. */
  onSuccess?: (email: string) => void;
  /** Shown after success instead of the default thanks (e.g. share links). */
  successContent?: ReactNode;
}

/** One e-mail field for the waitlist, the newsletter and the Trailbank interest list. */
export function MailingListForm({ reason, label, buttonText, onSuccess, successContent }: MailingListFormProps) {
  const hydrated = useHydrated();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const join = useJoinMailingList(reason);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cleaned = normaliseEmail(email);
    if (!isValidEmail(cleaned)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    join.mutate(cleaned, { onSuccess: () => onSuccess?.(cleaned) });
  }

  if (join.isSuccess) {
    return <div role="status">{successContent ?? <p>Thank you! You are on the list.</p>}</div>;
  }

  const message = invalid ? INVALID_EMAIL : (join.error?.message ?? null);
  const loading = join.isPending;
  return (
    <form className="mailing-list-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{label}</label>
      <div className="mailing-list-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={message ? errorId : undefined}
        />
        <button type="submit" disabled={loading || !hydrated} aria-busy={loading}>
          {loading ? 'Sending…' : buttonText}
        </button>
      </div>
      {message && (
        <p id={errorId} role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
