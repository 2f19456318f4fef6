import { PATHWAY_MESSAGES, PATHWAY_PLAN_DETAILS, type PathwayPaymentOutcome } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';

export const PATHWAY_PAYMENT_FAILED = 'Payment did not go through, so nothing was charged.';
export const PATHWAY_MONTHLY_STARTED = 'Pay Monthly: your card is charged once a month until the pathway is paid off. You can cancel from your Pathway page.';
export const PATHWAY_PAYMENT_WAITING = 'We are still waiting for Paystack to confirm your payment.';

/** What Paystack's return page shows of a plan payment: the pathway open, or why not yet. */
export function PathwayPaymentOutcomeView({ outcome, onCheckAgain }: { outcome: PathwayPaymentOutcome; onCheckAgain: () => void }) {
  const { pathway, plan, state, mode } = outcome;
  const yourPathway = <Link to={paths.pathway.getHref('pathway')}>Start learning</Link>;
  if (state === 'granted') {
    return (
      <>
        <p role="status">
          Your {pathway.title} pathway is open, on the {PATHWAY_PLAN_DETAILS[plan].name} plan.
        </p>
        {mode === 'monthly' && <p>{PATHWAY_MONTHLY_STARTED}</p>}
        {yourPathway}
      </>
    );
  }
  if (state === 'refunded') {
    return (
      <>
        <p role="status">{PATHWAY_MESSAGES.duplicateRefunded}</p>
        {yourPathway}
      </>
    );
  }
  if (state === 'failed') {
    return (
      <>
        <p role="alert">{PATHWAY_PAYMENT_FAILED}</p>
        <Link to={paths.pathwayStart.getHref(pathway.slug)}>Try again</Link>
      </>
    );
  }
  return (
    <p role="status">
      {PATHWAY_PAYMENT_WAITING}{' '}
      <button type="button" onClick={onCheckAgain}>
        Check again
      </button>
    </p>
  );
}
