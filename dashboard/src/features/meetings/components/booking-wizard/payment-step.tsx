import type { ReactNode } from 'react';
import { formatKobo } from '@/lib/format-naira';

/** Step 3: what the learner gets, the chosen hours and the total, before paying. */
export function PaymentStep({ hours, totalKobo }: { hours: ReactNode; totalKobo: number }) {
  return (
    <>
      <h2>Ready, set, go!</h2>
      <ul className="wizard-blurbs">
        <li>One hour, one to one, with a mentor who has done the work.</li>
        <li>A video room link by e-mail, with reminders a day and an hour before.</li>
        <li>Cancel more than a day ahead and get your money back.</li>
      </ul>
      <h3>Your times</h3>
      {hours}
      <p>
        Total: <strong>{formatKobo(totalKobo)}</strong>
      </p>
    </>
  );
}
