import type { AssessmentAnswer, AssessmentQuestion } from '@trail/shared';

interface QuestionCardProps {
  question: AssessmentQuestion;
  number: number;
  answer: AssessmentAnswer | undefined;
  onAnswer: (answer: AssessmentAnswer) => void;
}

const HINTS: Partial<Record<AssessmentQuestion['type'], string>> = {
  check: 'Choose every answer that applies.',
  text: 'Write your answer: a mentor reads it.',
  link: 'Paste a link to your work: a mentor reads it.',
};

/** One question: one choice (obj), several (check), or a written answer or link a mentor reviews. */
export function QuestionCard({ question, number, answer, onAnswer }: QuestionCardProps) {
  const name = `question-${question._id}`;
  const chosen = new Set(answer?.answers ?? []);
  const toggle = (option: string) => {
    const next = new Set(chosen);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    onAnswer({ question: question._id, answers: question.options.filter((one) => next.has(one)) });
  };
  return (
    <fieldset className="question-card">
      <legend>
        {number}. {question.question}
      </legend>
      {HINTS[question.type] && <p className="muted">{HINTS[question.type]}</p>}
      {question.type === 'obj' &&
        question.options.map((option) => (
          <label key={option}>
            <input type="radio" name={name} checked={answer?.answer === option} onChange={() => onAnswer({ question: question._id, answer: option })} /> {option}
          </label>
        ))}
      {question.type === 'check' &&
        question.options.map((option) => (
          <label key={option}>
            <input type="checkbox" name={name} checked={chosen.has(option)} onChange={() => toggle(option)} /> {option}
          </label>
        ))}
      {(question.type === 'text' || question.type === 'link') && (
        <>
          <label htmlFor={name}>Your answer</label>
          <textarea id={name} maxLength={4000} value={answer?.answer ?? ''} onChange={(event) => onAnswer({ question: question._id, answer: event.target.value })} />
        </>
      )}
      {question.type === 'file' && <p>File answers open soon: this question is left for your mentor.</p>}
    </fieldset>
  );
}
