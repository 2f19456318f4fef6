import type { AssessmentQuestionType } from '../types/assessment.js';

/** The spec's question bank (§3): four options, true/false two, a stage question five. */
export const QUESTION_OPTION_COUNTS = [4, 5] as const;
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;

export interface QuestionShape {
  type: AssessmentQuestionType;
  options: readonly string[];
  correct: readonly string[];
  sub: string;
}

const CHOICE_TYPES: readonly AssessmentQuestionType[] = ['obj', 'check'];

const isTrueFalse = (options: readonly string[]) => options.length === 2 && TRUE_FALSE_OPTIONS.every((option, index) => options[index] === option);

/**
 * Why a question cannot be asked as written, or null when it can. `subs` are its section's sub-topics.
 * obj: four or five options (or True and False), one of them right; check: four or five, at least one
 * right; text, link and file: no options and no key, a mentor reads the answer.
 */
export function questionShapeError(question: QuestionShape, subs: readonly string[]): string | null {
  const { type, options, correct } = question;
  if (!subs.includes(question.sub)) return `sub must be one of the section's sub-topics: ${subs.join(', ')}`;
  if (!CHOICE_TYPES.includes(type)) {
    return options.length || correct.length ? `A ${type} question has no options and no correct answer: a mentor reads the answer` : null;
  }
  const trueFalse = type === 'obj' && isTrueFalse(options);
  if (!trueFalse && !(QUESTION_OPTION_COUNTS as readonly number[]).includes(options.length)) {
    return type === 'obj' ? 'An obj question has four or five options, or the two options True and False' : 'A check question has four or five options';
  }
  if (options.some((option) => !option.trim())) return 'Every option needs some text';
  if (new Set(options).size !== options.length) return 'Options must all be different';
  if (new Set(correct).size !== correct.length) return 'A correct answer is listed twice';
  if (correct.some((answer) => !options.includes(answer))) return 'Every correct answer must be one of the options';
  if (type === 'obj' && correct.length !== 1) return 'An obj question has exactly one correct answer';
  if (type === 'check' && correct.length === 0) return 'A check question has at least one correct answer';
  return null;
}
