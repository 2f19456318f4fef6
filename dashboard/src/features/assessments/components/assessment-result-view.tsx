import type { AssessmentResult } from '@trail/shared';

/** The marked attempt: the congratulation text, the score and each sub-topic passed or not, then Proceed. */
export function AssessmentResultView({ result, onProceed }: { result: AssessmentResult; onProceed: () => void }) {
  return (
    <section aria-labelledby="assessment-result-heading">
      <h2 id="assessment-result-heading">{result.data.passed ? 'Passed' : 'Not passed yet'}</h2>
      <p role="status">{result.congratulations}</p>
      <p>{result.text}</p>
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
