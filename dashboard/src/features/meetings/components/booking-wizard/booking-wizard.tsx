import type { BookingSelectionItem, MentorHourBody, User } from '@trail/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ExperienceStep, experienceProblem } from '@/components/wizard/experience-step';
import { useWizardSteps } from '@/components/wizard/use-wizard-steps';
import { WizardForm } from '@/components/wizard/wizard-form';
import { ApiError } from '@/lib/api-client';
import { useBookMentorHours } from '../../api/book-mentor-hours';
import { openCheckout } from '@/lib/open-checkout';
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

const STEPS = ['Experience', 'Note', 'Payment'] as const;

/** The wizard's mentor flow (spec §2): Experience → Note → Payment, each step checked before the next. */
export function BookingWizard(props: BookingWizardProps) {
  const { user, storedReferralCode } = props;
  const { step, problem, saving, advance, back } = useWizardSteps();
  const [answers, setAnswers] = useState<WizardAnswers>({
    title: user.tag ?? '',
    bio: user.bio ?? '',
    clarity: '',
    referralCode: storedReferralCode ?? '',
  });
  const book = useBookMentorHours();
  const change = (next: Partial<WizardAnswers>) => setAnswers((current) => ({ ...current, ...next }));

  /** Keeps a changed title and bio on the profile before the Note. */
  const saveExperience = () => {
    const tag = answers.title.trim();
    const bio = answers.bio.trim();
    return tag === (user.tag ?? '') && bio === (user.bio ?? '') ? undefined : () => props.saveProfile({ tag, bio });
  };

  const pay = () => {
    const body: MentorHourBody = {
      mentorId: props.mentorId,
      occurrences: props.occurrences.map(({ slotId, startsAt, second }) => ({ slotId, startsAt, second })),
      clarity: answers.clarity.trim(),
      title: answers.title.trim(),
      bio: answers.bio.trim(),
      ...(answers.referralCode.trim() && !storedReferralCode ? { referralCode: answers.referralCode.trim() } : {}),
    };
    book.mutate(body, {
      onSuccess: (result) => openCheckout(result.data.authorization_url),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) props.onTaken();
      },
    });
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (step === 2) return pay();
    void advance(step === 0 ? experienceProblem(answers) : noteProblem(answers), step === 0 ? saveExperience() : undefined);
  };

  const bookError = book.error && !(book.error instanceof ApiError && book.error.status === 409) ? book.error.message : null;
  const shown = problem ?? bookError;
  return (
    <WizardForm steps={STEPS} step={step} onSubmit={next} onBack={back} message={shown} busy={saving || book.isPending} homeHref={props.homeHref}>
      {step === 0 && <ExperienceStep answers={answers} onChange={change} />}
      {step === 1 && <NoteStep answers={answers} onChange={change} referralLocked={storedReferralCode !== undefined} />}
      {step === 2 && <PaymentStep hours={props.hours} totalKobo={props.totalKobo} />}
    </WizardForm>
  );
}
