import type { MailMessage } from '../mail/mail-message';

export const VERIFY_EMAIL_SUBJECT = 'Confirm your Trail e-mail';

/** The mail carrying the link that proves the account owns its e-mail address. */
export function emailVerificationMail(to: string, firstName: string, link: string, validDays: number): MailMessage {
  return {
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
  };
}

/** Sent when Google is linked to an account whose e-mail had never been confirmed. */
export function googleLinkedMail(to: string, firstName: string, forgotPasswordLink: string): MailMessage {
  return {
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
  };
}
