import type { Pathway, PathwayPaymentMode, PathwayPlan } from '@trail/shared';
import { formatKobo } from '@/lib/format-naira';

/** Step 3: what the learner gets, the chosen plan and its price, before paying. */
export function PathwayPaymentStep({ pathway, plan, mode }: { pathway: Pathway; plan: PathwayPlan; mode: PathwayPaymentMode }) {
  return (
    <>
      <h2>Ready, set, go!</h2>
      <ul className="wizard-blurbs">
        <li>{pathway.sections.length} sections of readings and videos, in order, with due dates at your pace.</li>
        <li>An assessment after each section, marked on the spot.</li>
        <li>Your progress, weeks left and next tasks on your Pathway page.</li>
      </ul>
      {mode === 'full' ? (
        <p>
          {pathway.title}, {plan.name} plan, paid in full: <strong>{formatKobo(plan.fullPriceKobo)}</strong>
        </p>
      ) : (
        <p>
          {pathway.title}, {plan.name} plan, paid monthly: <strong>{formatKobo(plan.monthlyPriceKobo)}</strong> a month for {plan.months} months,
          charged to your card each month until paid off. You can cancel at any time; the pathway stays open to the end of the month paid.
        </p>
      )}
    </>
  );
}
