import type { PathwayPaymentMode, PathwayPlan } from '@trail/shared';
import { useState } from 'react';
import { formatKobo } from '@/lib/format-naira';

const MODES: { mode: PathwayPaymentMode; label: string }[] = [
  { mode: 'full', label: 'Pay in Full' },
  { mode: 'monthly', label: 'Pay Monthly' },
];

function Price({ plan, mode }: { plan: PathwayPlan; mode: PathwayPaymentMode }) {
  if (mode === 'full') {
    return (
      <p className="plan-price">
        <strong>{formatKobo(plan.fullPriceKobo)}</strong> once
      </p>
    );
  }
  return (
    <p className="plan-price">
      <strong>{formatKobo(plan.monthlyPriceKobo)}</strong> a month for {plan.months} months
    </p>
  );
}

/** The three plans (1 Basic, 2 Premium, 3 Best Value), priced in full or by the month. */
export function PlanCards({ plans }: { plans: PathwayPlan[] }) {
  const [mode, setMode] = useState<PathwayPaymentMode>('full');
  return (
    <>
      <fieldset className="plan-modes">
        <legend className="visually-hidden">How to pay</legend>
        {MODES.map((option) => (
          <label key={option.mode}>
            <input type="radio" name="plan-mode" checked={mode === option.mode} onChange={() => setMode(option.mode)} /> {option.label}
          </label>
        ))}
      </fieldset>
      <ul className="plan-cards">
        {plans.map((plan) => (
          <li key={plan.plan} className="plan-card" aria-labelledby={`plan-${plan.plan}`}>
            <h3 id={`plan-${plan.plan}`}>
              {plan.plan} {plan.name}
            </h3>
            <Price plan={plan} mode={mode} />
            <ul>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
