import { ACCOUNT_REASON, brandedMail, type MailMessage } from '../integrations/mail';

export const PASSWORD_GUESSING_SUBJECT = 'Someone is trying to sign in to your Trail account';

const LAGOS_TIME = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

/** Sent once per pause (decision 0076): many wrong passwords for this account came from different places. */
export function passwordGuessingMail(to: string, firstName: string, resetPage: string, pausedUntil: Date): MailMessage {
  const until = `${LAGOS_TIME.format(pausedUntil)} (Lagos time)`;
  const lines = [
    'Someone has typed many wrong passwords for your Trail account today. If it was not you, someone may be trying to guess your password.',
    `To keep your account safe, signing in with a password is paused until ${until}. Nobody can sign in with the password until then, not even with the right one.`,
    'What to do: open the page below, ask for a reset link, and set a new password that you use nowhere else. The link we mail you signs you in at once, lifts the pause, and signs out every other device.',
    'If your account uses Google, signing in with Google still works.',
    'If it was you and you remember your password now, you can also simply wait until the pause ends.',
  ];
  return brandedMail(
    {
      to,
      subject: PASSWORD_GUESSING_SUBJECT,
      text: [`Hi ${firstName},`, '', ...lines, '', `Reset your password: ${resetPage}`].join('\n'),
    },
    {
      blocks: [
        { paragraph: `Hi ${firstName},` },
        ...lines.map((line) => ({ paragraph: line })),
        { button: { label: 'Reset my password', href: resetPage } },
      ],
      reason: ACCOUNT_REASON,
    },
  );
}
