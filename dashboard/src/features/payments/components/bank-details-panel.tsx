import { PAYOUT_MESSAGES } from '@trail/shared';
import { useState } from 'react';
import '../payments.css';
import { useBankDetails } from '../api/get-bank-details';
import { BankDetailsForm } from './bank-details-form';

const dateTimeFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

/** The saved payout account (or none yet), any withdrawal pause, and the form to change it. */
export function BankDetailsPanel() {
  const details = useBankDetails();
  const [editing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const saved = details.data?.bankDetails;
  // The API sends the date only while the wait after a first save or a change lasts.
  const pausedUntil = saved?.withdrawalsPausedUntil ? new Date(saved.withdrawalsPausedUntil) : null;

  return (
    <section className="pathway-section" aria-labelledby="bank-heading">
      <h2 id="bank-heading">Bank details</h2>
      {details.error && (
        <p role="alert" className="alert alert-error">
          {details.error.message}
        </p>
      )}
      {justSaved && <p role="status">Your bank details are saved.</p>}
      {details.isSuccess && !saved && <p>Add the bank account your withdrawals go to.</p>}
      {saved && (
        <dl className="bank-details">
          <div>
            <dt>Bank</dt>
            <dd>{saved.bankName}</dd>
          </div>
          <div>
            <dt>Account number</dt>
            <dd>•••••• {saved.accountNumberLast4}</dd>
          </div>
          <div>
            <dt>Account name</dt>
            <dd>{saved.accountName}</dd>
          </div>
        </dl>
      )}
      {pausedUntil && (
        <p className="alert alert-info">
          {PAYOUT_MESSAGES.waitingUntil(dateTimeFormat.format(pausedUntil))}.
        </p>
      )}
      {details.isSuccess &&
        (editing || !saved ? (
          <BankDetailsForm
            onSaved={() => {
              setEditing(false);
              setJustSaved(true);
            }}
          />
        ) : (
          <button type="button" className="button-secondary" onClick={() => {
              setEditing(true);
              setJustSaved(false);
            }}>
            Change bank details
          </button>
        ))}
    </section>
  );
}
