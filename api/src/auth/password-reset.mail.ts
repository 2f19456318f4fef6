import type { MailMessage } from '../mail/mail-message';

/** The mail carrying a one-time link to the dashboard's reset form. */
export function passwordResetMail(to: string, firstName: string, link: string, validMinutes: number): MailMessage {
  return {
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
  };
}
