import type { BookingSelectionItem, MentorHourBody, MentorHourResponse, User } from '@trail/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ExperienceStep, experienceProblem } from '@/components/wizard/experience-step';
import { useWizardSteps } from '@/components/wizard/use-wizard-steps';
import { WizardForm } from '@/components/wizard/wizard-form';
import { ApiError } from '@/lib/api/api-client';
import { openCheckout } from '@/lib/open-checkout';
import { useHoldMentorHours } from '../../api/hold-mentor-hours';
import { usePayForHold } from '../../api/pay-for-hold';
import { NoteStep } from './note-step';
import { PaymentStep } from './payment-step';
import { noteProblem, type WizardAnswers } from './wizard-answers';
import '../../meetings.css';

export interface BookingWizardProps {
  user: User;
  mentorId: string;
  occurrences: readonly BookingSelectionItem[];
  /** The chosen hours, shown in the viewer's zone by the page. */
  hours: ReactNode;
  totalKobo: number;
  storedReferralCode?: string;
  /** Keeps a changed title and bio on the profile, as the Profile view does. */
  saveProfile: (profile: { tag: string; bio: string }) => Promise<unknown>;
  /** A 409: someone else has just held one of the hours. */
  onTaken: () => void;
  homeHref: string;
}

/** The hold the Note step made, with what it was made from: the same answers reuse it while it lasts. */
interface Hold extends MentorHourResponse {
  sent: string;
}

const STEPS = ['Experience', 'Note', 'Payment'] as const;

/**
 * The wizard's mentor flow (spec §2): Experience → Note → Payment, each step checked before the next.
 * Leaving the Note holds the hours; only the Payment step's button starts the payment (decision 0075).
 */
export function BookingWizard(props: BookingWizardProps) {
  const { user, storedReferralCode } = props;
  const { step, problem, saving, advance, back } = useWizardSteps();
  const [answers, setAnswers] = useState<WizardAnswers>({
    title: user.tag ?? '',
    bio: user.bio ?? '',
    clarity: '',
    referralCode: storedReferralCode ?? '',
  });
  const [hold, setHold] = useState<Hold | null>(null);
  const holdHours = useHoldMentorHours();
  const pay = usePayForHold();
  const change = (next: Partial<WizardAnswers>) => setAnswers((current) => ({ ...current, ...next }));

  /** Keeps a changed title and bio on the profile before the Note. */
  const saveExperience = () => {
    const tag = answers.title.trim();
    const bio = answers.bio.trim();
    return tag === (user.tag ?? '') && bio === (user.bio ?? '') ? undefined : () => props.saveProfile({ tag, bio });
  };

  const holdChosenHours = async () => {
    const body: MentorHourBody = {
      mentorId: props.mentorId,
      occurrences: props.occurrences.map(({ slotId, startsAt, second }) => ({ slotId, startsAt, second })),
      clarity: answers.clarity.trim(),
      title: answers.title.trim(),
      bio: answers.bio.trim(),
      ...(answers.referralCode.trim() && !storedReferralCode ? { referralCode: answers.referralCode.trim() } : {}),
    };
    const sent = JSON.stringify(body);
    // Back and Next again with the same answers: the hold still stands, and another would count against the learner.
    if (hold && hold.sent === sent && Date.parse(hold.holdExpiresAt) > Date.now()) return;
    try {
      setHold({ ...(await holdHours.mutateAsync(body)), sent });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) props.onTaken();
      throw error;
    }
  };

  const startPayment = (reference: string) =>
    pay.mutate(reference, {
      onSuccess: (result) => openCheckout(result.data.authorization_url),
      // The hold has ended: Back, then Next, holds the times again if they are still free.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 410) setHold(null);
      },
    });

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (step === 2) return hold ? startPayment(hold.reference) : undefined;
    pay.reset();
    if (step === 0) return void advance(experienceProblem(answers), saveExperience());
    void advance(noteProblem(answers), holdChosenHours);
  };

  const goBack = () => {
    pay.reset();
    back();
  };

  const shown = problem ?? pay.error?.message ?? null;
  return (
    <WizardForm steps={STEPS} step={step} onSubmit={next} onBack={goBack} message={shown} busy={saving || pay.isPending} homeHref={props.homeHref}>
      {step === 0 && <ExperienceStep answers={answers} onChange={change} />}
      {step === 1 && <NoteStep answers={answers} onChange={change} referralLocked={storedReferralCode !== undefined} />}
      {step === 2 && <PaymentStep hours={props.hours} totalKobo={props.totalKobo} heldUntil={hold?.holdExpiresAt ?? null} />}
    </WizardForm>
  );
}
