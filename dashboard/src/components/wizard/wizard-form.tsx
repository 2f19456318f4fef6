import type { FormEvent, ReactNode } from 'react';
import { Link } from '@/lib/navigation';
import './wizard.css';

interface WizardFormProps {
  steps: readonly string[];
  step: number;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
  /** Shown above the button: the step's problem, or the server's refusal. */
  message: string | null;
  busy: boolean;
  homeHref: string;
  /** The last step's button; the payment flows proceed to pay. */
  lastLabel?: string;
  children: ReactNode;
}

/** The frame the wizard flows share (spec §2): the step line, Back, the message, Next or Proceed to pay (or `lastLabel`), Back to Home. */
export function WizardForm({ steps, step, onSubmit, onBack, message, busy, homeHref, lastLabel = 'Proceed to pay', children }: WizardFormProps) {
  const last = step === steps.length - 1;
  return (
    <form className="wizard" onSubmit={onSubmit} noValidate>
      <p aria-live="polite">
        Step {step + 1} of {steps.length}: {steps[step]}
      </p>
      {step > 0 && (
        <button type="button" className="wizard-back" onClick={onBack}>
          ← Back
        </button>
      )}
      {children}
      {message && <p role="alert">{message}</p>}
      <button type="submit" disabled={busy}>
        {last ? lastLabel : 'Next'}
      </button>
      <Link to={homeHref}>Back to Home</Link>
    </form>
  );
}
