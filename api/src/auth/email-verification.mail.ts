import { ACCOUNT_REASON, brandedMail, type MailMessage } from '../integrations/mail';

export const VERIFY_EMAIL_SUBJECT = 'Confirm your Trail e-mail';

/** The mail carrying the link that proves the account owns its e-mail address. */
export function emailVerificationMail(to: string, firstName: string, link: string, validDays: number): MailMessage {
  return brandedMail({
    to,
    subject: VERIFY_EMAIL_SUBJECT,
    text: [
      `Hi ${firstName},`,
      '',
      'Welcome to Trail! Please confirm that this e-mail address is yours.',
      `Open this link within ${validDays} days:`,
      '',
      link,
      '',
      'If you did not sign up for Trail, ignore this e-mail.',
    ].join('\n'),
  }, {
    blocks: [
      { paragraph: `Hi ${firstName},` },
      { paragraph: 'Welcome to Trail! Please confirm that this e-mail address is yours.' },
      { button: { label: 'Confirm my e-mail', href: link } },
      { paragraph: `The link works for ${validDays} days. If the button does not work, paste this into your browser:\n${link}` },
    ],
    reason: 'You get this e-mail because this address was used to sign up for Trail. If that was not you, ignore it.',
  });
}

/** Sent when Google is linked to an account whose e-mail had never been confirmed. */
export function googleLinkedMail(to: string, firstName: string, forgotPasswordLink: string): MailMessage {
  return brandedMail({
    to,
    subject: 'Google sign-in is now linked to your Trail account',
    text: [
      `Hi ${firstName},`,
      '',
      'You signed in to Trail with Google. Your e-mail had not been confirmed yet, so the password that',
      'was set on this account has been removed and every other session has been signed out.',
      '',
      'Keep signing in with Google, or choose a new password here:',
      forgotPasswordLink,
    ].join('\n'),
  }, {
    blocks: [
      { paragraph: `Hi ${firstName},` },
      {
        paragraph:
          'You signed in to Trail with Google. Your e-mail had not been confirmed yet, so the password that was set on this account has been removed and every other session has been signed out.',
      },
      { paragraph: 'Keep signing in with Google, or choose a new password:' },
      { button: { label: 'Choose a new password', href: forgotPasswordLink } },
    ],
    reason: ACCOUNT_REASON,
  });
}
