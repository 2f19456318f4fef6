import { formatNaira } from '@trail/shared';
import { DateTime } from 'luxon';
import type { MailMessage } from '../integrations/mail';
import { moneyNoticeMail } from './money-notice.mail';

export interface ReceiptView {
  to: { email: string; firstName: string };
  reference: string;
  amountKobo: number;
  description: string;
  paidAt: Date;
  /** The payer's own IANA zone, else the reminders' (Lagos). */
  timezone: string;
  dashboardUrl: string;
  /** Names this mail on every attempt (its claim in the delivery ledger): see MailMessage.stableId. */
  stableId: string;
}

export const paidOn = (paidAt: Date, timezone: string): string =>
  `${DateTime.fromJSDate(paidAt).setZone(timezone).toFormat('cccc d LLLL yyyy, HH:mm')} (${timezone} time)`;

/** A receipt for one confirmed payment: amount, what it bought, the reference and when, in the payer's zone. */
export function receiptMail(view: ReceiptView): MailMessage {
  const amount = `₦${formatNaira(view.amountKobo)}`;
  return moneyNoticeMail({
    to: view.to,
    subject: `Your Trail receipt: ${amount}`,
    opening: 'Thank you for your payment. This is your receipt; keep it for your records.',
    rows: [
      ['Amount', amount],
      ['For', view.description],
      ['Reference', view.reference],
      ['Paid on', paidOn(view.paidAt, view.timezone)],
    ],
    closing: 'Paid through Paystack. Questions about this payment? Reply with its reference.',
    dashboardUrl: view.dashboardUrl,
    stableId: view.stableId,
    why: 'A receipt is sent for every payment.',
  });
}
