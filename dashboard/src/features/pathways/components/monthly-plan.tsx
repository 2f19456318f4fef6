import type { PathwayAccess } from '@trail/shared';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

interface MonthlyPlanProps {
  access: PathwayAccess;
  onCancel: () => void;
  /** Opens Paystack's page to replace the card Pay Monthly charges. */
  onChangeCard: () => void;
  busy: boolean;
  error: string | null;
}

/** Pay Monthly on the Pathway view: when the next payment is due, or when access ends once cancelled; nothing for Pay in Full. */
export function MonthlyPlan({ access, onCancel, onChangeCard, busy, error }: MonthlyPlanProps) {
  if (access.mode !== 'monthly') return null;
  return (
    <section className="monthly-plan" aria-labelledby="monthly-plan-heading">
      <h2 id="monthly-plan-heading">Pay Monthly</h2>
      {error && <p role="alert">{error}</p>}
      {access.paidUntil === null && <p>Paid off: the pathway is yours for good.</p>}
      {access.paidUntil !== null && access.renews && (
        <>
          <p>Pay Monthly: next payment {day(access.paidUntil)}.</p>
          {access.expiringCard && (
            <p className="monthly-plan-warning">
              Your {access.expiringCard.description} expires at the end of {access.expiringCard.expiry}. Change the card before{' '}
              {day(access.paidUntil)} so your pathway stays open.
            </p>
          )}
          <div className="monthly-plan-actions">
            <button type="button" className={access.expiringCard ? undefined : 'button-secondary'} onClick={onChangeCard} disabled={busy}>
              Change card
            </button>
            <button type="button" className="button-secondary" onClick={onCancel} disabled={busy}>
              Cancel Pay Monthly
            </button>
          </div>
        </>
      )}
      {access.paidUntil !== null && !access.renews && <p>Pay Monthly is cancelled: the pathway ends on {day(access.paidUntil)}.</p>}
    </section>
  );
}
