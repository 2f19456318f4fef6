import { PATHWAY_MESSAGES, PROFILE_LIMITS, type Pathway, type PathwayPaymentMode, type PathwayPlanId, type User } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { ExperienceStep, experienceProblem } from '@/components/wizard/experience-step';
import { useWizardSteps } from '@/components/wizard/use-wizard-steps';
import { WizardForm } from '@/components/wizard/wizard-form';
import { openCheckout } from '@/lib/open-checkout';
import { usePayForPathway } from '../../api/pay-for-pathway';
import { PlanCards } from '../plan-cards';
import { PathwayPaymentStep } from './pathway-payment-step';

export interface PathwayWizardProps {
  user: User;
  pathway: Pathway;
  /** Keeps the title, bio and clarity on the profile, as the Profile view does. */
  saveProfile: (profile: { tag: string; bio: string; clarity: string }) => Promise<unknown>;
  homeHref: string;
}

const STEPS = ['Experience', 'Plan', 'Payment'] as const;

/** The wizard's pathway flow (spec §2): Experience → Plan → Payment, each step checked before the next. */
export function PathwayWizard({ user, pathway, saveProfile, homeHref }: PathwayWizardProps) {
  const { step, problem, saving, advance, back } = useWizardSteps();
  const [profile, setProfile] = useState({ title: user.tag ?? '', bio: user.bio ?? '', clarity: user.clarity ?? '' });
  const [plan, setPlan] = useState<PathwayPlanId | null>(null);
  const [mode, setMode] = useState<PathwayPaymentMode>('full');
  const pay = usePayForPathway();
  const chosen = pathway.plans.find((one) => one.plan === plan);

  /** Keeps a changed title, bio and clarity on the profile before the plans. */
  const saveExperience = () => {
    const next = { tag: profile.title.trim(), bio: profile.bio.trim(), clarity: profile.clarity.trim() };
    const same = next.tag === (user.tag ?? '') && next.bio === (user.bio ?? '') && next.clarity === (user.clarity ?? '');
    return same ? undefined : () => saveProfile(next);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (step === 2 && plan) {
      pay.mutate({ fieldId: pathway.fieldId, mode, body: { plan } }, { onSuccess: (result) => openCheckout(result.data.authorization_url) });
      return;
    }
    if (step === 0) void advance(experienceProblem(profile), saveExperience());
    else void advance(plan === null ? PATHWAY_MESSAGES.noPlan : null);
  };

  const shown = problem ?? pay.error?.message ?? null;
  return (
    <WizardForm steps={STEPS} step={step} onSubmit={next} onBack={back} message={shown} busy={saving || pay.isPending} homeHref={homeHref}>
      {step === 0 && (
        <ExperienceStep answers={profile} onChange={(change) => setProfile((current) => ({ ...current, ...change }))}>
          <label htmlFor="wizard-clarity">Clarity (what you want from this pathway)</label>
          <textarea
            id="wizard-clarity"
            maxLength={PROFILE_LIMITS.clarity}
            value={profile.clarity}
            onChange={(event) => setProfile((current) => ({ ...current, clarity: event.target.value }))}
          />
        </ExperienceStep>
      )}
      {step === 1 && (
        <>
          <h2>Plan</h2>
          <PlanCards plans={pathway.plans} choice={{ plan, onPlan: setPlan, mode, onMode: setMode }} />
        </>
      )}
      {step === 2 && chosen && <PathwayPaymentStep pathway={pathway} plan={chosen} mode={mode} />}
    </WizardForm>
  );
}
