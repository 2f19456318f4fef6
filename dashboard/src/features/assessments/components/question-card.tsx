import { ANSWER_FILE_ACCEPT, ANSWER_FILE_MESSAGES, type AssessmentAnswer, type AssessmentQuestion, isHttpLink, MAX_UPLOAD_BYTES } from '@trail/shared';
import { useState } from 'react';

interface QuestionCardProps {
  question: AssessmentQuestion;
  number: number;
  answer: AssessmentAnswer | undefined;
  onAnswer: (answer: AssessmentAnswer) => void;
  /** The file chosen for a file question (kept in memory only: a reload loses it). */
  file?: File | undefined;
  onFile?: (question: string, file: File | null) => void;
}

const HINTS: Partial<Record<AssessmentQuestion['type'], string>> = {
  check: 'Choose every answer that applies.',
  text: 'Write your answer: a mentor reads it.',
  link: 'Paste a link to your work (starting with https://): a mentor opens it.',
  file: `Choose a PDF, PNG, JPEG, WebP or GIF of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: a mentor reviews it.`,
};

/** One question: one choice (obj), several (check), or a written answer, link or file a mentor reviews. */
export function QuestionCard({ question, number, answer, onAnswer, file, onFile }: QuestionCardProps) {
  const [fileError, setFileError] = useState<string | null>(null);
  const name = `question-${question._id}`;
  const chosen = new Set(answer?.answers ?? []);
  const toggle = (option: string) => {
    const next = new Set(chosen);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    onAnswer({ question: question._id, answers: question.options.filter((one) => next.has(one)) });
  };
  const choose = (picked: File | undefined) => {
    // The size is checked here too, so a learner on a slow connection does not send 5 MB to be refused.
    if (picked && picked.size > MAX_UPLOAD_BYTES) {
      setFileError(ANSWER_FILE_MESSAGES.tooLarge);
      onFile?.(question._id, null);
      return;
    }
    setFileError(null);
    onFile?.(question._id, picked ?? null);
  };
  const link = answer?.answer ?? '';
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
      {question.type === 'text' && (
        <>
          <label htmlFor={name}>Your answer</label>
          <textarea id={name} maxLength={4000} value={answer?.answer ?? ''} onChange={(event) => onAnswer({ question: question._id, answer: event.target.value })} />
        </>
      )}
      {question.type === 'link' && (
        <>
          <label htmlFor={name}>Your link</label>
          <input
            id={name}
            type="url"
            inputMode="url"
            maxLength={2000}
            placeholder="https://"
            value={link}
            aria-invalid={link !== '' && !isHttpLink(link)}
            aria-describedby={link !== '' && !isHttpLink(link) ? `${name}-error` : undefined}
            onChange={(event) => onAnswer({ question: question._id, answer: event.target.value })}
          />
          {link !== '' && !isHttpLink(link) && <p id={`${name}-error`}>{ANSWER_FILE_MESSAGES.badLink}</p>}
        </>
      )}
      {question.type === 'file' && (
        <>
          <label htmlFor={name}>Your file</label>
          <input id={name} type="file" accept={ANSWER_FILE_ACCEPT} aria-describedby={`${name}-note`} onChange={(event) => choose(event.target.files?.[0])} />
          {file && <p>Chosen: {file.name}</p>}
          {fileError && <p role="alert">{fileError}</p>}
          <p id={`${name}-note`} className="muted">
            Files are not kept in this browser: if you reload the page before you submit, choose the file again.
          </p>
        </>
      )}
    </fieldset>
  );
}
