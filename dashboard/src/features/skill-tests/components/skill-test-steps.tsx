import { SKILL_TEST_LIMITS, type SkillTestTrait } from '@trail/shared';

const SCORES = Array.from({ length: SKILL_TEST_LIMITS.traitScoreMax + 1 }, (_, score) => score);

/** Five values, picked in order of importance: the order of the ticks is the ranking. */
export function ValuesStep({ options, chosen, onChange }: { options: string[]; chosen: string[]; onChange: (values: string[]) => void }) {
  const full = chosen.length >= SKILL_TEST_LIMITS.values;
  const toggle = (value: string) => onChange(chosen.includes(value) ? chosen.filter((one) => one !== value) : [...chosen, value]);
  return (
    <fieldset className="skill-test-values">
      <legend>Pick the {SKILL_TEST_LIMITS.values} values that matter most to you, the most important first</legend>
      {options.map((value) => (
        <label key={value}>
          <input type="checkbox" checked={chosen.includes(value)} disabled={full && !chosen.includes(value)} onChange={() => toggle(value)} /> {value}
        </label>
      ))}
      {chosen.length > 0 && (
        <ol aria-label="Your values">
          {chosen.map((value) => (
            <li key={value}>{value}</li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}

/** Each skill self-rated from 0 (never done it) to 10 (could teach it). */
export function SkillsStep({ skills, levels, onChange }: { skills: string[]; levels: Record<string, number>; onChange: (name: string, level: number) => void }) {
  return (
    <fieldset className="skill-test-skills">
      <legend>Rate each skill from 0 (never done it) to {SKILL_TEST_LIMITS.skillLevelMax} (could teach it)</legend>
      {skills.map((name, index) => (
        <div key={name} className="skill-test-skill">
          <label htmlFor={`skill-${index}`}>{name}</label> <output htmlFor={`skill-${index}`}>{levels[name] ?? 0}</output>
          <input
            id={`skill-${index}`}
            type="range"
            min={0}
            max={SKILL_TEST_LIMITS.skillLevelMax}
            step={1}
            value={levels[name] ?? 0}
            onChange={(event) => onChange(name, Number(event.target.value))}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** Each statement scored from 0 (not like me) to 5 (very like me). */
export function TraitsStep({ traits, scores, onChange }: { traits: SkillTestTrait[]; scores: Record<string, number>; onChange: (question: string, score: number) => void }) {
  return (
    <div className="skill-test-traits">
      <p>How much does each statement sound like you? 0 is not at all, {SKILL_TEST_LIMITS.traitScoreMax} is exactly.</p>
      {traits.map(({ key, question }) => (
        <fieldset key={key} className="question-card">
          <legend>{question}</legend>
          <div className="skill-test-scale">
            {SCORES.map((score) => (
              <label key={score}>
                <input type="radio" name={`trait-${key}`} checked={scores[question] === score} onChange={() => onChange(question, score)} /> {score}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
