import type { AdminQuestion, AdminSection, AssessmentQuestionType, QuestionEditBody } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { useQuestionRetired, useSaveQuestion } from '../../api/assessment-questions';
import { EditedNote, linesOf, SaveOrCancel, SubTopicSelect } from './content-fields';

const TYPES: { value: AssessmentQuestionType; label: string }[] = [
  { value: 'obj', label: 'One choice (obj)' },
  { value: 'check', label: 'Several choices (check)' },
  { value: 'text', label: 'Written answer (text)' },
  { value: 'link', label: 'A link (link)' },
  { value: 'file', label: 'A file (file)' },
];

function QuestionForm({ slug, section, question, onDone }: { slug: string; section: AdminSection; question?: AdminQuestion; onDone: () => void }) {
  const save = useSaveQuestion();
  const [text, setText] = useState(question?.question ?? '');
  const [type, setType] = useState<AssessmentQuestionType>(question?.type ?? 'obj');
  const [options, setOptions] = useState(question?.options.join('\n') ?? '');
  const [correct, setCorrect] = useState(question?.correct.join('\n') ?? '');
  const [sub, setSub] = useState(question?.sub ?? '');
  const choices = type === 'obj' || type === 'check';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: QuestionEditBody = {
      section: section.no, question: text, type, sub, options: choices ? linesOf(options) : [], correct: choices ? linesOf(correct) : [],
      ...(question ? { order: question.order } : {}),
    };
    save.mutate({ slug, id: question?._id, body }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="settings-form" aria-label={question ? `Edit question: ${question.question}` : 'New question'}>
      <label>
        Question
        <textarea value={text} onChange={(event) => setText(event.target.value)} rows={2} required />
      </label>
      <label>
        Type
        <select value={type} onChange={(event) => setType(event.target.value as AssessmentQuestionType)}>
          {TYPES.map((one) => (
            <option key={one.value} value={one.value}>
              {one.label}
            </option>
          ))}
        </select>
      </label>
      {choices && (
        <>
          <label>
            Options (one a line: four or five, or True and False)
            <textarea value={options} onChange={(event) => setOptions(event.target.value)} rows={5} required />
          </label>
          <label>
            Correct answers (one a line, copied from the options)
            <textarea value={correct} onChange={(event) => setCorrect(event.target.value)} rows={2} required />
          </label>
        </>
      )}
      <SubTopicSelect subs={section.sub} value={sub} onChange={setSub} />
      <SaveOrCancel save={save} label={question ? 'Save question' : 'Add question'} onCancel={onDone} />
    </form>
  );
}

function QuestionRow({ slug, section, question }: { slug: string; section: AdminSection; question: AdminQuestion }) {
  const retire = useQuestionRetired();
  const [editing, setEditing] = useState(false);
  const retired = question.retiredAt !== null;
  return (
    <li className="content-item">
      <p>
        <strong>{question.question}</strong> · {question.type} · {question.sub}
        {retired && <span className="content-retired"> · Retired</span>}
      </p>
      {question.correct.length > 0 && <p>Answer: {question.correct.join(', ')}</p>}
      <EditedNote edit={question} />
      {retire.error && <p role="alert">{retire.error.message}</p>}
      {editing ? (
        <QuestionForm slug={slug} section={section} question={question} onDone={() => setEditing(false)} />
      ) : (
        <div className="form-actions">
          <button type="button" className="button-secondary" onClick={() => setEditing(true)} aria-label={`Edit question: ${question.question}`}>
            Edit
          </button>
          <button
            type="button"
            className="button-secondary"
            disabled={retire.isPending}
            onClick={() => retire.mutate({ slug, id: question._id, retired: !retired })}
            aria-label={`${retired ? 'Restore' : 'Retire'} question: ${question.question}`}
          >
            {retired ? 'Restore' : 'Retire'}
          </button>
        </div>
      )}
    </li>
  );
}

/** A section's assessment questions with their keys: edit, retire (no longer asked) or restore, and add one. */
export function QuestionEditor({ slug, section, questions }: { slug: string; section: AdminSection; questions: AdminQuestion[] }) {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="questions-heading">
      <h3 id="questions-heading">Assessment questions</h3>
      {questions.length === 0 && <p>This section has no assessment yet.</p>}
      <ul className="content-list">
        {questions.map((question) => (
          <QuestionRow key={question._id} slug={slug} section={section} question={question} />
        ))}
      </ul>
      {adding ? (
        <QuestionForm slug={slug} section={section} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" onClick={() => setAdding(true)}>
          Add a question
        </button>
      )}
    </section>
  );
}
