import './delete-account.css';
import { ACCOUNT_DELETION_ERASES, ACCOUNT_DELETION_GRACE_DAYS, ACCOUNT_DELETION_KEEPS, type User } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { useRequestDeletion } from '../api/request-deletion';

const DAY_MS = 86_400_000;
const longDate = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The sentence the sign-in page shows after the request: when, and how to undo it. */
export const deletionNotice = (deletionDueAt: string) =>
  `Your account will be deleted on ${longDate(new Date(deletionDueAt))}. Changed your mind? Sign in before then and nothing is deleted.`;

/** Settings → Delete account: the danger zone. After the request the API has ended every session; `onRequested` signs out here. */
export function DeleteAccount({ user, onRequested }: { user: User; onRequested: (notice: string) => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const request = useRequestDeletion();
  // The date as of opening Settings; the API answers the exact one.
  const [due] = useState(() => longDate(new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ password }, { onSuccess: ({ deletionDueAt }) => onRequested(deletionNotice(deletionDueAt)) });
  };

  return (
    <section className="settings-section danger-zone" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">Delete account</h2>
      <p>
        We sign you out everywhere at once and erase your account on {due}, {ACCOUNT_DELETION_GRACE_DAYS} days from now. Sign in
        before then and nothing is deleted. What goes:
      </p>
      <ul>
        {ACCOUNT_DELETION_ERASES.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{ACCOUNT_DELETION_KEEPS}</p>
      {!open ? (
        <button type="button" className="button-danger" onClick={() => setOpen(true)}>
          Delete my account
        </button>
      ) : (
        <form onSubmit={submit}>
          <label>
            Type your password to confirm
            <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
          </label>
          {user.google && <p className="danger-hint">Signed up with Google? Set a password with “Forgot password” on the sign-in page first.</p>}
          <button type="submit" className="button-danger" disabled={request.isPending}>
            {request.isPending ? 'Deleting…' : `Delete my account on ${due}`}
          </button>
          <button type="button" className="button-secondary" onClick={() => setOpen(false)}>
            Keep my account
          </button>
          {request.error && <p role="alert">{request.error.message}</p>}
        </form>
      )}
    </section>
  );
}
