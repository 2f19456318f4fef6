import { formatNaira } from '@trail/shared';
import type { MailMessage } from '../integrations/mail';
import { moneyNoticeMail } from './money-notice.mail';

export interface RefundNoticeView {
  to: { email: string; firstName: string };
  /** The payment's reference: the one on its receipt and at the bank. */
  reference: string;
  amountKobo: number;
  /** What the payment bought, as its receipt said. */
  description: string;
  dashboardUrl: string;
  /** Names this mail on every attempt (its claim in the delivery ledger): see MailMessage.stableId. */
  stableId: string;
}

export const REFUND_NOTICE_OPENING = 'Your refund has been processed: the money is on its way back to the card or account you paid with.';

/** Sent once per refund, when Paystack reports it processed. */
export function refundMail(view: RefundNoticeView): MailMessage {
  const amount = `₦${formatNaira(view.amountKobo)}`;
  return moneyNoticeMail({
    to: view.to,
    subject: `Your Trail refund: ${amount}`,
    opening: REFUND_NOTICE_OPENING,
    rows: [
      ['Amount refunded', amount],
      ['For', view.description],
      ['Reference', view.reference],
    ],
    closing: 'Banks usually show it within a few working days. Questions about this refund? Reply with its reference.',
    dashboardUrl: view.dashboardUrl,
    stableId: view.stableId,
    why: 'A notice is sent for every refund.',
  });
}
