import { BOOKING_MESSAGES, CLARITY_MAX_LENGTH, MESSAGES } from '@trail/shared';

/** What the three steps collect. */
export interface WizardAnswers {
  title: string;
  bio: string;
  clarity: string;
  referralCode: string;
}

/** The Experience step's check: both the title and the bio are needed. */
export function experienceProblem({ title, bio }: WizardAnswers): string | null {
  return title.trim() === '' || bio.trim() === '' ? MESSAGES.fillInFields : null;
}

/** The Note step's check: what the learner needs clarity on, within the stored length. */
export function noteProblem({ clarity }: WizardAnswers): string | null {
  if (clarity.trim() === '') return BOOKING_MESSAGES.clarityNeeded;
  if (Array.from(clarity.trim()).length > CLARITY_MAX_LENGTH) return `Please keep it within ${CLARITY_MAX_LENGTH} characters`;
  return null;
}
