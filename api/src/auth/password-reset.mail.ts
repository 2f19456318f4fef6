import { ACCOUNT_REASON, brandedMail, type MailMessage } from '../integrations/mail';

/** The mail carrying a one-time link to the dashboard's reset form. */
export function passwordResetMail(to: string, firstName: string, link: string, validMinutes: number): MailMessage {
  return brandedMail({
    to,
    subject: 'Reset your Trail password',
    text: [
      `Hi ${firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Trail account.',
      `Open this link within ${validMinutes} minutes to choose a new one:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ].join('\n'),
  }, {
    blocks: [
      { paragraph: `Hi ${firstName},` },
      { paragraph: 'Someone (hopefully you) asked to reset the password of your Trail account.' },
      { button: { label: 'Choose a new password', href: link } },
      { paragraph: `The link works for ${validMinutes} minutes. If the button does not work, paste this into your browser:\n${link}` },
      { paragraph: 'If you did not ask for this, ignore this e-mail: your password stays the same.' },
    ],
    reason: ACCOUNT_REASON,
  });
}
