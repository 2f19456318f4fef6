import { PARENTAL_AGREEMENT_KEEPS } from '@trail/shared';
import type { MailMessage } from '../../integrations/mail';

export const PARENT_MAIL_SUBJECT = 'Your child asks to use Trail: please agree or decline';

/** To a 13–17-year-old's parent or guardian: what Trail keeps, and the link to agree or decline. */
export function parentalAgreementMail(to: string, learnerFirstName: string, link: string, validDays: number): MailMessage {
  return {
    to,
    subject: PARENT_MAIL_SUBJECT,
    text: [
      'Hello,',
      '',
      `${learnerFirstName} has signed up for Trail, a learning app for young people in Nigeria, and gave your e-mail address`,
      'as their parent or guardian. Because they are under 18, the Nigeria Data Protection Act 2023 asks for your',
      'agreement before Trail may keep their data. Until you agree, they cannot pay, book a mentor or show a public profile.',
      '',
      'Trail keeps:',
      ...PARENTAL_AGREEMENT_KEEPS.map((item) => `- ${item}`),
      '',
      `Open this link within ${validDays} days to agree or decline:`,
      '',
      link,
      '',
      'If you decline, the account and everything in it is erased. If you do not know this learner, decline.',
    ].join('\n'),
  };
}
