import type { AssessmentAnswer, AssessmentQuestionType, AssessmentResultEntry } from '../types/assessment.js';
import { progressPercent } from './progress.js';

/** A sub-topic, and the whole assessment, pass at this share of marked questions answered right. */
export const ASSESSMENT_PASS_PERCENT = 70;

/** A question with its key, as only the server holds it; `correct` is empty for questions a person reads. */
export interface MarkableQuestion {
  id: string;
  type: AssessmentQuestionType;
  sub: string;
  correct: readonly string[];
}

export interface AssessmentMarks {
  correct: number;
  marked: number;
  forReview: number;
  score: number;
  passed: boolean;
  /** Per sub-topic, in the order the questions come; a sub-topic with only free answers is left out. */
  result: AssessmentResultEntry[];
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

function isRight(question: MarkableQuestion, answer: AssessmentAnswer | undefined): boolean {
  if (!answer) return false;
  if (question.type === 'check') return sameSet([...new Set(answer.answers ?? [])], question.correct);
  return answer.answer !== undefined && question.correct.includes(answer.answer);
}

/** Marks obj and check questions against their keys; text, link and file answers wait for a person. */
export function markAssessment(questions: readonly MarkableQuestion[], answers: readonly AssessmentAnswer[]): AssessmentMarks {
  const byQuestion = new Map(answers.map((answer) => [answer.question, answer]));
  const tally = new Map<string, { right: number; of: number }>();
  let correct = 0;
  let marked = 0;
  let forReview = 0;
  for (const question of questions) {
    if (question.correct.length === 0) {
      if (byQuestion.has(question.id)) forReview += 1;
      continue;
    }
    const right = isRight(question, byQuestion.get(question.id));
    const sub = tally.get(question.sub) ?? { right: 0, of: 0 };
    tally.set(question.sub, { right: sub.right + (right ? 1 : 0), of: sub.of + 1 });
    marked += 1;
    if (right) correct += 1;
  }
  const score = progressPercent(correct, marked);
  const result = [...tally].map(([title, sub]) => ({ title, pass: progressPercent(sub.right, sub.of) >= ASSESSMENT_PASS_PERCENT }));
  return { correct, marked, forReview, score, passed: marked > 0 && score >= ASSESSMENT_PASS_PERCENT, result };
}
