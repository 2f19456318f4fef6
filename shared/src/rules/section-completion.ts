/** A section's assessment as far as completion goes: none, passed, or not passed yet. */
export type SectionAssessmentState = 'none' | 'passed' | 'not-passed';

export interface SectionCompletionInput {
  completed: number;
  total: number;
  assessment: SectionAssessmentState;
}

/**
 * Issue 14: a section is completed when every one of its resources is completed and its assessment,
 * if it has one, is passed. The next section then becomes the current one.
 */
export function sectionCompleted({ completed, total, assessment }: SectionCompletionInput): boolean {
  return completed >= total && assessment !== 'not-passed';
}

/** A section's assessment state from the sections that have one and those the learner passed. */
export function assessmentStateOf(section: number, withAssessment: readonly number[], passed: readonly number[]): SectionAssessmentState {
  if (!withAssessment.includes(section)) return 'none';
  return passed.includes(section) ? 'passed' : 'not-passed';
}
