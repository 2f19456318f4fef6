import { ACCOUNT_REASON, brandedMail, type MailMessage } from '../integrations/mail';

export const WELCOME_SUBJECT = 'Welcome to Trail';

/** Sent once, when the account's e-mail is proven (by the link, or by Google). */
export function welcomeMail(to: string, firstName: string, dashboard: string): MailMessage {
  const lines = [
    'Your e-mail is confirmed and your Trail account is ready.',
    'Save what you learn from anywhere on the web, group it into micro skills, and plan your week with to-dos and reminders.',
    'On a laptop, the Trail extension for Chrome saves a page in one click: your dashboard links to it.',
  ];
  return brandedMail(
    {
      to,
      subject: WELCOME_SUBJECT,
      text: [
        `Hi ${firstName},`,
        '',
        ...lines,
        '',
        `Open your dashboard: ${dashboard}`,
      ].join('\n'),
    },
    {
      blocks: [
        { paragraph: `Hi ${firstName},` },
        ...lines.map((line) => ({ paragraph: line })),
        { button: { label: 'Open your dashboard', href: dashboard } },
      ],
      reason: ACCOUNT_REASON,
    },
  );
}
