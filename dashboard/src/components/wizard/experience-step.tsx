import { MESSAGES, PROFILE_LIMITS } from '@trail/shared';
import type { ReactNode } from 'react';

/** What the Experience step of both wizard flows asks: the learner's job title and bio, kept on the profile. */
export interface ExperienceAnswers {
  title: string;
  bio: string;
}

/** Both the title and the bio are needed (spec §5, wizard). */
export function experienceProblem({ title, bio }: ExperienceAnswers): string | null {
  return title.trim() === '' || bio.trim() === '' ? MESSAGES.fillInFields : null;
}

interface ExperienceStepProps {
  answers: ExperienceAnswers;
  onChange: (change: Partial<ExperienceAnswers>) => void;
  /** More fields of the same step (the pathway flow's clarity). */
  children?: ReactNode;
}

/** Step 1 of the wizard: who the learner is, as a mentor will read it. */
export function ExperienceStep({ answers, onChange, children }: ExperienceStepProps) {
  return (
    <>
      <h2>Experience</h2>
      <label htmlFor="wizard-title">Title</label>
      <input id="wizard-title" maxLength={PROFILE_LIMITS.tag} value={answers.title} onChange={(event) => onChange({ title: event.target.value })} />
      <label htmlFor="wizard-bio">Bio</label>
      <textarea id="wizard-bio" maxLength={PROFILE_LIMITS.bio} value={answers.bio} onChange={(event) => onChange({ bio: event.target.value })} />
      {children}
    </>
  );
}
