import type { AssessmentQuestion, AssessmentResult } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { type AnswerFiles, useSubmitAssessment } from '../api/submit-assessment';
import { useSavedAnswers } from '../saved-answers';
import { AssessmentProgress } from './assessment-progress';
import { AssessmentResultView } from './assessment-result-view';
import { QuestionCard } from './question-card';
import { SkipTestDialog } from './skip-test-dialog';

interface AssessmentFlowProps {
  fieldId: string;
  questions: AssessmentQuestion[];
  /** Proceed after the result, and Yes on Skip Test: home. */
  onDone: () => void;
}

/** The questions, one at a time with Next, then Submit; the answers are kept until they are marked. */
export function AssessmentFlow({ fieldId, questions, onDone }: AssessmentFlowProps) {
  const [index, setIndex] = useState(0);
  const [skipping, setSkipping] = useState(false);
  const [result, setResult] = useState<AssessmentResult | null>(null);
  const { answers, answer, forget } = useSavedAnswers(fieldId);
  // Files stay in memory (localStorage cannot hold them): kept across a failed submit, not a reload.
  const [files, setFiles] = useState<AnswerFiles>({});
  const chooseFile = (questionId: string, file: File | null) =>
    setFiles((current) => {
      const { [questionId]: _dropped, ...rest } = current;
      return file ? { ...rest, [questionId]: file } : rest;
    });
  const submit = useSubmitAssessment();
  const question = questions[index];
  const last = index === questions.length - 1;

  const send = (then?: () => void) =>
    submit.mutate(
      {
        fieldId,
        body: { assessment: Object.values(answers).filter((one) => questions.some((asked) => asked._id === one.question && asked.type !== 'file')) },
        files: Object.fromEntries(Object.entries(files).filter(([id]) => questions.some((asked) => asked._id === id))),
      },
      {
        onSuccess: (marked) => {
          forget();
          setFiles({});
          setResult(marked);
          then?.();
        },
      },
    );

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (last) send();
    else setIndex(index + 1);
  };

  if (result) return <AssessmentResultView result={result} onProceed={onDone} />;
  if (!question) return <p>This section has no questions yet.</p>;
  return (
    <form className="assessment-flow" onSubmit={next} noValidate>
      <p className="muted">
        Section {question.section.no}: {question.section.title}
      </p>
      <AssessmentProgress at={index + 1} of={questions.length} />
      <QuestionCard
        key={question._id}
        question={question}
        number={index + 1}
        answer={answers[question._id]}
        onAnswer={answer}
        file={files[question._id]}
        onFile={chooseFile}
      />
      {index > 0 && (
        <button type="button" className="wizard-back" onClick={() => setIndex(index - 1)}>
          ← Previous
        </button>
      )}
      {submit.error && <p role="alert">{submit.error.message}</p>}
      <button type="submit" disabled={submit.isPending}>
        {last ? 'Submit' : 'Next'}
      </button>
      <button type="button" onClick={() => setSkipping(true)}>
        Skip Test
      </button>
      {skipping && (
        <SkipTestDialog
          busy={submit.isPending}
          onNo={() => setSkipping(false)} onYes={() => {
            setSkipping(false);
            send(onDone);
          }}
        />
      )}
    </form>
  );
}
