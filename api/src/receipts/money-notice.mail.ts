import { ACCOUNT_REASON, brandedMail, type MailMessage } from '../integrations/mail';

/** A receipt or a refund notice: a greeting, one sentence, the figures as rows, a closing line and a way back. */
export interface MoneyNotice {
  to: { email: string; firstName: string };
  subject: string;
  opening: string;
  rows: ReadonlyArray<readonly [label: string, value: string]>;
  closing: string;
  dashboardUrl: string;
  /** Why this person gets this mail, after the account reason. */
  why: string;
  /** The same on every attempt of this mail: its Message-ID (MailMessage.stableId). */
  stableId: string;
}

export function moneyNoticeMail(notice: MoneyNotice): MailMessage {
  const greeting = `Hi ${notice.to.firstName},`;
  return brandedMail(
    {
      to: notice.to.email,
      subject: notice.subject,
      stableId: notice.stableId,
      text: [
        greeting,
        '',
        notice.opening,
        '',
        ...notice.rows.map(([label, value]) => `${label}: ${value}`),
        '',
        notice.closing,
        `Open Trail: ${notice.dashboardUrl}`,
      ].join('\n'),
    },
    {
      blocks: [
        { paragraph: greeting },
        { paragraph: notice.opening },
        { details: notice.rows },
        { paragraph: notice.closing },
        { button: { label: 'Open Trail', href: notice.dashboardUrl } },
      ],
      reason: `${ACCOUNT_REASON} ${notice.why}`,
    },
  );
}
