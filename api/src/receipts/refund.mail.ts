import { formatNaira } from '@trail/shared';
import { ACCOUNT_REASON, brandedMail } from '../mail/branded-mail';
import type { MailMessage } from '../mail/mail-message';

export interface RefundNoticeView {
  to: { email: string; firstName: string };
  /** The payment's reference: the one on its receipt and at the bank. */
  reference: string;
  amountKobo: number;
  /** What the payment bought, as its receipt said. */
  description: string;
  dashboardUrl: string;
}

export const REFUND_NOTICE_OPENING = 'Your refund has been processed: the money is on its way back to the card or account you paid with.';

/** Sent once per refund, when Paystack reports it processed. */
export function refundMail(view: RefundNoticeView): MailMessage {
  const amount = `₦${formatNaira(view.amountKobo)}`;
  const rows: Array<[string, string]> = [
    ['Amount refunded', amount],
    ['For', view.description],
    ['Reference', view.reference],
  ];
  const closing = 'Banks usually show it within a few working days. Questions about this refund? Reply with its reference.';
  return brandedMail(
    {
      to: view.to.email,
      subject: `Your Trail refund: ${amount}`,
      text: [
        `Hi ${view.to.firstName},`,
        '',
        REFUND_NOTICE_OPENING,
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
        { paragraph: REFUND_NOTICE_OPENING },
        { details: rows },
        { paragraph: closing },
        { button: { label: 'Open Trail', href: view.dashboardUrl } },
      ],
      reason: `${ACCOUNT_REASON} A notice is sent for every refund.`,
    },
  );
}
