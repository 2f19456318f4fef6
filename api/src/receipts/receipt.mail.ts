import { formatNaira } from '@trail/shared';
import { DateTime } from 'luxon';
import { ACCOUNT_REASON, brandedMail } from '../mail/branded-mail';
import type { MailMessage } from '../mail/mail-message';

export interface ReceiptView {
  to: { email: string; firstName: string };
  reference: string;
  amountKobo: number;
  description: string;
  paidAt: Date;
  /** The payer's own IANA zone, else the reminders' (Lagos). */
  timezone: string;
  dashboardUrl: string;
}

export const paidOn = (paidAt: Date, timezone: string): string =>
  `${DateTime.fromJSDate(paidAt).setZone(timezone).toFormat('cccc d LLLL yyyy, HH:mm')} (${timezone} time)`;

/** A receipt for one confirmed payment: amount, what it bought, the reference and when, in the payer's zone. */
export function receiptMail(view: ReceiptView): MailMessage {
  const amount = `₦${formatNaira(view.amountKobo)}`;
  const rows: Array<[string, string]> = [
    ['Amount', amount],
    ['For', view.description],
    ['Reference', view.reference],
    ['Paid on', paidOn(view.paidAt, view.timezone)],
  ];
  const opening = 'Thank you for your payment. This is your receipt; keep it for your records.';
  const closing = 'Paid through Paystack. Questions about this payment? Reply with its reference.';
  return brandedMail(
    {
      to: view.to.email,
      subject: `Your Trail receipt: ${amount}`,
      text: [
        `Hi ${view.to.firstName},`,
        '',
        opening,
        '',
        ...rows.map(([label, value]) => `${label}: ${value}`),
        '',
        closing,
        `Open Trail: ${view.dashboardUrl}`,
      ].join('\n'),
    },
    {
      blocks: [
        { paragraph: `Hi ${view.to.firstName},` },
        { paragraph: opening },
        { details: rows },
        { paragraph: closing },
        { button: { label: 'Open Trail', href: view.dashboardUrl } },
      ],
      reason: `${ACCOUNT_REASON} A receipt is sent for every payment.`,
    },
  );
}
