import { PARENTAL_AGREEMENT_MESSAGES, PARENTAL_AGREEMENT_VALID_DAYS, type User } from '@trail/shared';
import { type FormEvent, useState } from 'react';
import { useAskParent } from '../api/ask-parent';

/** A 13–17-year-old's account: whose agreement it waits for, and a way to (re)send the link (decision 0058). */
export function ParentalAgreementStatus({ user }: { user: User }) {
  const ask = useAskParent();
  const [parentEmail, setParentEmail] = useState('');
  if (user.parentalAgreement?.status !== 'awaiting') return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ parentEmail: parentEmail.trim() });
  };
  const waitingFor = user.parentalAgreement.parentEmail;
  return (
    <div role="status" className="alert alert-info">
      <p>{PARENTAL_AGREEMENT_MESSAGES.awaiting}.</p>
      {waitingFor && <p>We e-mailed {waitingFor} a link to agree. It works for {PARENTAL_AGREEMENT_VALID_DAYS} days; you can send a new one.</p>}
      <form onSubmit={submit}>
        <label>
          Parent's or guardian's e-mail
          <input type="email" value={parentEmail} onChange={(event) => setParentEmail(event.target.value)} required />
        </label>
        <button type="submit" className="button-secondary" disabled={ask.isPending}>
          {ask.isPending ? 'Sending…' : 'Send them the link'}
        </button>
      </form>
      {ask.isSuccess && <p>{ask.data.message}</p>}
      {ask.error && <p role="alert">{ask.error.message}</p>}
    </div>
  );
}
