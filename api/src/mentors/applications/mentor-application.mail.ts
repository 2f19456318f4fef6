import type { MailMessage } from '../../mail/mail-message';

export const APPROVED_SUBJECT = 'You are now a Trail mentor';
export const REJECTED_SUBJECT = 'About your Trail mentor application';

export function approvedMail(to: string, firstName: string, links: { schedule: string; page: string }): MailMessage {
  return {
    to,
    subject: APPROVED_SUBJECT,
    text: [
      `Hi ${firstName},`,
      '',
      'Your application to mentor on Trail has been approved. Welcome!',
      'Add the weekly hours you are free, so learners can book you:',
      links.schedule,
      '',
      'Your public page, to share:',
      links.page,
    ].join('\n'),
  };
}

export function rejectedMail(to: string, firstName: string, reason: string): MailMessage {
  return {
    to,
    subject: REJECTED_SUBJECT,
    text: [
      `Hi ${firstName},`,
      '',
      'Thank you for applying to mentor on Trail. We cannot approve your application at this time:',
      '',
      reason,
      '',
      'You are welcome to apply again from your dashboard.',
    ].join('\n'),
  };
}
