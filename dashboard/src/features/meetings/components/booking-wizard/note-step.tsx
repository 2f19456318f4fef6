import { CLARITY_MAX_LENGTH } from '@trail/shared';
import type { WizardAnswers } from './wizard-answers';

interface NoteStepProps {
  answers: WizardAnswers;
  onChange: (change: Partial<WizardAnswers>) => void;
  /** A referral code already stored for this visitor: shown, never edited (spec §2). */
  referralLocked: boolean;
}

/** Step 2: what the learner needs clarity on, and who referred them. */
export function NoteStep({ answers, onChange, referralLocked }: NoteStepProps) {
  return (
    <>
      <h2>Note</h2>
      <label htmlFor="wizard-clarity">Clarity Needed</label>
      <textarea
        id="wizard-clarity"
        maxLength={CLARITY_MAX_LENGTH}
        value={answers.clarity}
        onChange={(event) => onChange({ clarity: event.target.value })}
      />
      <label htmlFor="wizard-referral">Referral Code{referralLocked && ' [Do not edit]'}</label>
      <input
        id="wizard-referral"
        value={answers.referralCode}
        readOnly={referralLocked}
        onChange={(event) => onChange({ referralCode: event.target.value })}
      />
    </>
  );
}
