import type { ReactNode } from 'react';
import { formatKobo } from '@/lib/format-naira';

const CLOCK = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Step 3: what the learner gets, the chosen hours (held for them until `heldUntil`) and the total, before paying. */
export function PaymentStep({ hours, totalKobo, heldUntil }: { hours: ReactNode; totalKobo: number; heldUntil: string | null }) {
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
      {heldUntil && <p>We are holding these times for you until {CLOCK.format(new Date(heldUntil))}. Pay before then to book them.</p>}
      <p>
        Total: <strong>{formatKobo(totalKobo)}</strong>
      </p>
    </>
  );
}
