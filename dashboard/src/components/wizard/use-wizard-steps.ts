import { useState } from 'react';

/**
 * The state both wizard flows share: the step, the message shown above the button, and a save that
 * must succeed before the next step (the profile), reported in that message when it fails.
 */
export function useWizardSteps() {
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** Checks the step (`found` is its problem, or null), runs `save` if given, then moves on. */
  const advance = async (found: string | null, save?: () => Promise<unknown>) => {
    setProblem(found);
    if (found) return;
    if (save) {
      setSaving(true);
      try {
        await save();
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
        return;
      } finally {
        setSaving(false);
      }
    }
    setStep((current) => current + 1);
  };

  const back = () => {
    setProblem(null);
    setStep((current) => current - 1);
  };

  return { step, problem, saving, advance, back };
}
