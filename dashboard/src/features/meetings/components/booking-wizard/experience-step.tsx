import { PROFILE_LIMITS } from '@trail/shared';
import type { WizardAnswers } from './wizard-answers';

interface StepProps {
  answers: WizardAnswers;
  onChange: (change: Partial<WizardAnswers>) => void;
}

/** Step 1: the learner's job title and bio, as the mentor will read them. */
export function ExperienceStep({ answers, onChange }: StepProps) {
  return (
    <>
      <h2>Experience</h2>
      <label htmlFor="wizard-title">Title</label>
      <input id="wizard-title" maxLength={PROFILE_LIMITS.tag} value={answers.title} onChange={(event) => onChange({ title: event.target.value })} />
      <label htmlFor="wizard-bio">Bio</label>
      <textarea id="wizard-bio" maxLength={PROFILE_LIMITS.bio} value={answers.bio} onChange={(event) => onChange({ bio: event.target.value })} />
    </>
  );
}
