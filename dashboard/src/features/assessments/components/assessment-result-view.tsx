import type { AssessmentResult } from '@trail/shared';

/** The marked attempt: the congratulation text, the score and each sub-topic passed or not, then Proceed. */
export function AssessmentResultView({ result, onProceed }: { result: AssessmentResult; onProceed: () => void }) {
  const { passed, sectionCompleted, attemptsLeft, section } = result.data;
  return (
    <section aria-labelledby="assessment-result-heading">
      <h2 id="assessment-result-heading">{passed ? 'Passed' : 'Not passed yet'}</h2>
      <p role="status">{result.congratulations}</p>
      <p>{result.text}</p>
      {sectionCompleted && <p>Section {section} is complete: the next section is open.</p>}
      {passed && !sectionCompleted && <p>Finish the rest of section {section}’s resources to complete it.</p>}
      {!passed && <p>{attemptsLeft === 0 ? 'You have no re-takes left for this section.' : `Re-takes left: ${attemptsLeft}.`}</p>}
      <ul className="assessment-results">
        {result.result.map((entry) => (
          <li key={entry.title}>
            {entry.title}: {entry.pass ? 'passed' : 'not yet'}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onProceed}>
        Proceed
      </button>
    </section>
  );
}
