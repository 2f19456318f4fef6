import { ACCOUNT_REASON, brandedMail, type MailMessage } from '../integrations/mail';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Lagos' });

/** Why the account is deleted, and what to do if that is wrong: by default, because its owner asked. */
export interface DeletionReason {
  why: string;
  ifWrong: string;
}

const ASKED: DeletionReason = {
  why: 'You asked us to delete your Trail account.',
  ifWrong: 'If you did not ask for this, sign in now and change your password.',
};

/** Sent when the deletion is asked for: the date, and that signing in before then keeps the account. */
export function deletionRequestedMail(to: string, firstName: string, dueAt: Date, signInLink: string, reason: DeletionReason = ASKED): MailMessage {
  const erased =
    'your profile, saved resources, to-dos, reminders, pathway progress, mentoring sessions and profile picture.';
  return brandedMail({
    to,
    subject: 'Your Trail account will be deleted',
    text: [
      `Hi ${firstName},`,
      '',
      `${reason.why} We have signed you out everywhere, and on ${LONG_DATE.format(dueAt)} we will erase it:`,
      'your profile, saved resources, to-dos, reminders, pathway progress, mentoring sessions and profile picture.',
      'Payment records are kept without your name, e-mail or bank details, as Nigerian law requires.',
      '',
      'Changed your mind? Sign in before then and nothing is deleted:',
      '',
      signInLink,
      '',
      reason.ifWrong,
    ].join('\n'),
  }, {
    blocks: [
      { paragraph: `Hi ${firstName},` },
      {
        paragraph: `${reason.why} We have signed you out everywhere, and on ${LONG_DATE.format(dueAt)} we will erase it: ${erased}`,
      },
      { paragraph: 'Payment records are kept without your name, e-mail or bank details, as Nigerian law requires.' },
      { paragraph: 'Changed your mind? Sign in before then and nothing is deleted.' },
      { button: { label: 'Sign in and keep my account', href: signInLink } },
      { paragraph: reason.ifWrong },
    ],
    reason: ACCOUNT_REASON,
  });
}
