import { SKILL_TEST_LIMITS, type SkillTestResult } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { useSkillTestResults } from '../api/get-skill-test-results';

/** Profile's panel: the latest skill and personality test result per track, or the way to take one. */
export function SkillTestResultsPanel({ testHref }: { testHref: string }) {
  const results = useSkillTestResults();
  return (
    <section className="skill-test-results" aria-labelledby="skill-test-results-heading">
      <h2 id="skill-test-results-heading">Skill and personality test</h2>
      {results.error && <p role="alert">{results.error.message}</p>}
      {results.data?.results.length === 0 && (
        <p className="empty">
          You have not taken the skill and personality test yet. <Link to={testHref}>Take the test</Link>
        </p>
      )}
      {results.data?.results.map((result) => <ResultView key={result.fieldId} result={result} />)}
      {Boolean(results.data?.results.length) && <Link to={testHref}>Take the test again</Link>}
    </section>
  );
}

function ResultView({ result }: { result: SkillTestResult }) {
  return (
    <article aria-label={`${result.fieldName} test result`}>
      <h3>{result.fieldName}</h3>
      <p className="muted">Taken {new Date(result.takenAt).toLocaleDateString('en-NG', { dateStyle: 'medium' })}</p>
      <h4>Values</h4>
      <ol aria-label="Values">
        {result.values.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ol>
      <h4>Skills</h4>
      <ul aria-label="Skills">
        {result.skill.map(({ name, level }) => (
          <li key={name}>
            <label>
              {name}: {level} of {SKILL_TEST_LIMITS.skillLevelMax}
              <meter min={0} max={SKILL_TEST_LIMITS.skillLevelMax} value={level} />
            </label>
          </li>
        ))}
      </ul>
      <h4>Traits</h4>
      <ul aria-label="Traits">
        {result.trait.map(({ trait, score }) => (
          <li key={trait}>
            <label>
              {trait}: {score} of {SKILL_TEST_LIMITS.traitScoreMax}
              <meter min={0} max={SKILL_TEST_LIMITS.traitScoreMax} value={score} />
            </label>
          </li>
        ))}
      </ul>
    </article>
  );
}
