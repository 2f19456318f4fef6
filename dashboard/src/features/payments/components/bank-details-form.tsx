import '@/components/ui/forms.css';
import { BANK_ACCOUNT_NUMBER_LENGTH, BANK_CHANGE_PAUSE_HOURS, bankDetailsError, MESSAGES, type Bank } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { useBanks } from '../api/get-banks';
import { useResolvedAccount } from '../api/resolve-account';
import { useSaveBankDetails } from '../api/save-bank-details';

export const CONFIRM_ACCOUNT_MESSAGE = 'Please confirm that this account is yours';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, BANK_ACCOUNT_NUMBER_LENGTH);

/**
 * The payout account: bank from the bank list, 10-digit number, the name the bank holds (which the mentor
 * confirms), and the password again. Saving, the first time or a change, pauses withdrawals for a day.
 */
export function BankDetailsForm({ onSaved }: { onSaved?: () => void }) {
  const banks = useBanks();
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resolved = useResolvedAccount(accountNumber, bankCode);
  const save = useSaveBankDetails();

  const bank: Bank | undefined = banks.data?.find((entry) => entry.code === bankCode);
  const accountName = resolved.data?.accountName ?? '';

  const edited = () => {
    setProblem(null);
    save.reset();
  };

  // The mentor types the number and picks the bank; the name comes from the bank. So the spec's checks run on
  // what was typed first, then the name is required (missing when the bank could not find the number).
  const formError = (): string | null =>
    bankDetailsError(
      { accountName: 'resolved below', accountNumber, bankName: bank?.name ?? '' },
      banks.data?.map((entry) => entry.name) ?? [],
    ) ??
    (!accountName ? (resolved.error ? MESSAGES.checkAccountNumber : MESSAGES.fillInFields) : null) ??
    (password === '' ? MESSAGES.fillInFields : null) ??
    (confirmed ? null : CONFIRM_ACCOUNT_MESSAGE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = formError();
    setProblem(error);
    if (error || !bank) return;
    save.mutate(
      { accountNumber, accountName, bankName: bank.name, bankCode: bank.code, password },
      {
        onSuccess: () => {
          setPassword('');
          onSaved?.();
        },
      },
    );
  };

  const error = problem ?? save.error?.message ?? banks.error?.message;
  return (
    <form onSubmit={submit} className="settings-form" noValidate aria-labelledby="bank-form-heading">
      <h3 id="bank-form-heading">Change bank details</h3>
      <p className="lead">
        To keep your money safe, withdrawals wait {BANK_CHANGE_PAUSE_HOURS} hours after bank details are added or changed, and we e-mail you
        each time.
      </p>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      <label>
        Bank
        <select
          value={bankCode}
          onChange={(event) => {
            setBankCode(event.target.value);
            setConfirmed(false);
            edited();
          }}
          disabled={!banks.data}
        >
          <option value="">{banks.isPending ? 'Loading banks…' : 'Choose your bank'}</option>
          {banks.data?.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Account number
        <input
          value={accountNumber}
          onChange={(event) => {
            setAccountNumber(digitsOnly(event.target.value));
            setConfirmed(false);
            edited();
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={BANK_ACCOUNT_NUMBER_LENGTH}
        />
      </label>
      <div aria-live="polite">
        {resolved.isFetching && <p>Checking the account…</p>}
        {resolved.error && <p className="alert alert-error">{resolved.error.message}</p>}
        {accountName && !resolved.isFetching && (
          <label className="checkbox-label">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(event) => {
                setConfirmed(event.target.checked);
                edited();
              }}
            />
            This account is mine: <strong>{accountName}</strong>
          </label>
        )}
      </div>
      <label>
        Your Trail password
        <input
          type="password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            edited();
          }}
          autoComplete="current-password"
        />
      </label>
      <button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save bank details'}
      </button>
    </form>
  );
}
