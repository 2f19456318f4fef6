import { BOOKING_MESSAGES, CLARITY_MAX_LENGTH } from '@trail/shared';
import type { ExperienceAnswers } from '@/components/wizard/experience-step';

/** What the three steps collect. */
export interface WizardAnswers extends ExperienceAnswers {
  clarity: string;
  referralCode: string;
}

/** The Note step's check: what the learner needs clarity on, within the stored length. */
export function noteProblem({ clarity }: WizardAnswers): string | null {
  if (clarity.trim() === '') return BOOKING_MESSAGES.clarityNeeded;
  if (Array.from(clarity.trim()).length > CLARITY_MAX_LENGTH) return `Please keep it within ${CLARITY_MAX_LENGTH} characters`;
  return null;
}
