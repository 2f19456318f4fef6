import type { AssessmentAnswer } from '@trail/shared';
import { useCallback, useEffect, useState } from 'react';

/** Answers by question id. */
export type Answers = Record<string, AssessmentAnswer>;

const keyOf = (fieldId: string) => `assessmentAnswers:${fieldId}`;

function read(fieldId: string): Answers {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(fieldId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Answers) : {};
  } catch {
    return {};
  }
}

/** The learner's answers, kept in this browser until they are marked, so a reload or a failed submit loses none (spec §8). */
export function useSavedAnswers(fieldId: string) {
  const [answers, setAnswers] = useState<Answers>(() => read(fieldId));
  useEffect(() => {
    localStorage.setItem(keyOf(fieldId), JSON.stringify(answers));
  }, [fieldId, answers]);
  const answer = useCallback((next: AssessmentAnswer) => setAnswers((current) => ({ ...current, [next.question]: next })), []);
  const forget = useCallback(() => {
    localStorage.removeItem(keyOf(fieldId));
    setAnswers({});
  }, [fieldId]);
  return { answers, answer, forget };
}
