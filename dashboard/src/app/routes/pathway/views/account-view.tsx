import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useBalances } from '@/features/payments/api/get-balances';
import { BankDetailsPanel } from '@/features/payments/components/bank-details-panel';
import { EarningsSummary } from '@/features/payments/components/earnings-summary';
import { LedgerHistory } from '@/features/payments/components/ledger-history';
import { WithdrawForm } from '@/features/payments/components/withdraw-form';
import { WithdrawalsList } from '@/features/payments/components/withdrawals-list';

/**
 * Account (mentors): earnings, withdraw, bank details, withdrawals and the ledger. The API refuses these
 * routes to an unverified mentor with a message saying why: it is shown in place of the rest.
 */
export function AccountView() {
  const balances = useBalances();
  return (
    <>
      <h1>Account</h1>
      {balances.error && (
        <p role="alert" className="alert alert-error">
          {balances.error.message}
        </p>
      )}
      {balances.isPending && <PageSkeleton />}
      {balances.data && (
        <>
          <div className="pathway-cards">
            <EarningsSummary balances={balances.data} />
          </div>
          <div className="account-columns">
            <div className="pathway-section">
              <WithdrawForm withdrawableKobo={balances.data.withdrawableKobo} />
            </div>
            <BankDetailsPanel />
          </div>
          <WithdrawalsList />
          <LedgerHistory />
        </>
      )}
    </>
  );
}
