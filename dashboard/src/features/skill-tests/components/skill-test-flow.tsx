import { SKILL_TEST_LIMITS, type SkillTestQuestions } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { Link } from '@/lib/navigation';
import { useWizardSteps } from '@/components/wizard/use-wizard-steps';
import { WizardForm } from '@/components/wizard/wizard-form';
import { useSubmitSkillTest } from '../api/submit-skill-test';
import { SkillsStep, TraitsStep, ValuesStep } from './skill-test-steps';

const STEPS = ['Values', 'Skills', 'Traits'] as const;

export const SKILL_TEST_PROBLEMS = {
  values: `Pick exactly ${SKILL_TEST_LIMITS.values} values`,
  traits: `Score every statement from 0 to ${SKILL_TEST_LIMITS.traitScoreMax}`,
} as const;

interface SkillTestFlowProps {
  test: SkillTestQuestions;
  homeHref: string;
  /** Where the results are shown once saved. */
  profileHref: string;
}

/** The skill and personality test as a wizard: values, then skills, then traits; Submit stores the result. */
export function SkillTestFlow({ test, homeHref, profileHref }: SkillTestFlowProps) {
  const { step, problem, advance, back } = useWizardSteps();
  const [values, setValues] = useState<string[]>([]);
  const [levels, setLevels] = useState<Record<string, number>>({});
  const [scores, setScores] = useState<Record<string, number>>({});
  const submit = useSubmitSkillTest();

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (step === 0) return void advance(values.length === SKILL_TEST_LIMITS.values ? null : SKILL_TEST_PROBLEMS.values);
    if (step === 1) return void advance(null);
    if (test.traits.some(({ question }) => scores[question] === undefined)) return void advance(SKILL_TEST_PROBLEMS.traits);
    submit.mutate({
      fieldId: test.fieldId,
      body: {
        values,
        skill: test.skills.map((name) => ({ name, level: levels[name] ?? 0 })),
        trait: test.traits.map(({ question }) => ({ question, score: scores[question]! })),
      },
    });
  };

  if (submit.data) {
    return (
      <section aria-labelledby="skill-test-saved-heading">
        <h2 id="skill-test-saved-heading">Your results are saved</h2>
        <p role="status">Your values, skills and traits are on your Profile. You can take the test again whenever you like; the latest answers count.</p>
        <Link to={profileHref}>See them on your Profile</Link>
      </section>
    );
  }
  return (
    <WizardForm steps={STEPS} step={step} onSubmit={next} onBack={back} message={problem ?? submit.error?.message ?? null} busy={submit.isPending} homeHref={homeHref} lastLabel="Submit">
      {step === 0 && <ValuesStep options={test.values} chosen={values} onChange={setValues} />}
      {step === 1 && <SkillsStep skills={test.skills} levels={levels} onChange={(name, level) => setLevels((current) => ({ ...current, [name]: level }))} />}
      {step === 2 && <TraitsStep traits={test.traits} scores={scores} onChange={(question, score) => setScores((current) => ({ ...current, [question]: score }))} />}
    </WizardForm>
  );
}
