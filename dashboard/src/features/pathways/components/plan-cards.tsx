import type { PathwayPaymentMode, PathwayPlan, PathwayPlanId } from '@trail/shared';
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

interface PlanCardsProps {
  plans: PathwayPlan[];
  /** The wizard picks a plan: each card gets a choice, and the mode is the wizard's. */
  choice?: {
    plan: PathwayPlanId | null;
    onPlan: (plan: PathwayPlanId) => void;
    mode: PathwayPaymentMode;
    onMode: (mode: PathwayPaymentMode) => void;
  };
}

/** The three plans (1 Basic, 2 Premium, 3 Best Value), priced in full or by the month; choosable in the wizard. */
export function PlanCards({ plans, choice }: PlanCardsProps) {
  const [ownMode, setOwnMode] = useState<PathwayPaymentMode>('full');
  const mode = choice?.mode ?? ownMode;
  const setMode = choice?.onMode ?? setOwnMode;
  return (
    <>
      <fieldset className="plan-modes">
        <legend className="visually-hidden">How to pay</legend>
        {MODES.map((option) => (
          <label key={option.mode}>
            <input
              type="radio"
              name="plan-mode"
              checked={mode === option.mode}
              onChange={() => setMode(option.mode)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <ul className="plan-cards">
        {plans.map((plan) => (
          <li key={plan.plan} className={`plan-card${choice?.plan === plan.plan ? ' plan-card--chosen' : ''}`} aria-labelledby={`plan-${plan.plan}`}>
            <h3 id={`plan-${plan.plan}`}>
              {plan.plan} {plan.name}
            </h3>
            <Price plan={plan} mode={mode} />
            <ul>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {choice && (
              <label className="plan-choose">
                <input type="radio" name="plan" checked={choice.plan === plan.plan} onChange={() => choice.onPlan(plan.plan)} /> Choose {plan.name}
              </label>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
