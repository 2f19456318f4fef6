import { brandedMail, type MailMessage } from '../../integrations/mail';

const APPLICATION_REASON = 'You get this e-mail because you applied to mentor on Trail.';

export const APPROVED_SUBJECT = 'You are now a Trail mentor';
export const REJECTED_SUBJECT = 'About your Trail mentor application';

export function approvedMail(to: string, firstName: string, links: { schedule: string; page: string }): MailMessage {
  return brandedMail({
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
  }, {
    blocks: [
      { paragraph: `Hi ${firstName},` },
      { paragraph: 'Your application to mentor on Trail has been approved. Welcome!' },
      { paragraph: 'Add the weekly hours you are free, so learners can book you:' },
      { button: { label: 'Add your free hours', href: links.schedule } },
      { paragraph: `Your public page, to share:\n${links.page}` },
    ],
    reason: APPLICATION_REASON,
  });
}

export function rejectedMail(to: string, firstName: string, reason: string): MailMessage {
  return brandedMail({
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
  }, {
    blocks: [
      { paragraph: `Hi ${firstName},` },
      { paragraph: 'Thank you for applying to mentor on Trail. We cannot approve your application at this time:' },
      { paragraph: reason },
      { paragraph: 'You are welcome to apply again from your dashboard.' },
    ],
    reason: APPLICATION_REASON,
  });
}
