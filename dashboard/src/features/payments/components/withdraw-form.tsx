import '@/components/ui/forms.css';
import { MESSAGES, withdrawalError } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { useWithdraw } from '../api/withdraw';

/**
 * Withdraw an amount in naira (spec §4 states idle, loading, success, error; §5 messages). The same checks
 * run on the server; here they save a round trip on slow data.
 */
export function WithdrawForm({ withdrawableKobo }: { withdrawableKobo: number }) {
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const transfer = useWithdraw();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = withdrawalError(amount, withdrawableKobo);
    setProblem(error);
    if (error) return transfer.reset();
    transfer.mutate({ amount: Number(amount) }, { onSuccess: () => setAmount('') });
  };

  const error = problem ?? transfer.error?.message;
  return (
    <form onSubmit={submit} className="settings-form" noValidate aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading">Withdraw</h2>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      {transfer.isSuccess && (
        <p role="status" className="alert alert-info">
          {transfer.data.message || MESSAGES.withdrawalSuccessful}
        </p>
      )}
      <label>
        Amount (₦)
        <input
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setProblem(null);
          }}
          inputMode="decimal"
          autoComplete="off"
        />
      </label>
      <button type="submit" disabled={transfer.isPending} aria-busy={transfer.isPending}>
        {transfer.isPending ? 'Withdrawing…' : 'Withdraw'}
      </button>
    </form>
  );
}
