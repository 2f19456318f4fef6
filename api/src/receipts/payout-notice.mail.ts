import { DASHBOARD_ROUTES, formatNaira } from '@trail/shared';
import { ACCOUNT_REASON, brandedMail, type MailMessage } from '../integrations/mail';
import type { BankDetailsSaved, ShownBankAccount, WithdrawalRequested } from '../payments';

export interface PayoutNoticeView {
  to: { email: string; firstName: string };
  dashboardUrl: string;
}

const LAGOS_TIME = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });
const lagos = (at: Date): string => `${LAGOS_TIME.format(at)} (Lagos time)`;
const accountLine = (account: Pick<ShownBankAccount, 'bankName' | 'accountNumberLast4'>): string =>
  `${account.bankName}, account ending ${account.accountNumberLast4}`;

export const NOT_YOU = 'Not you? Someone may have your password.';
const notYouSteps = (resetUrl: string, stop: string): string[] => [
  `${NOT_YOU} Reset it now at ${resetUrl}: that signs out every device.`,
  `Then reply to this e-mail, so we can ${stop}.`,
];

interface PayoutNotice {
  subject: string;
  opening: string;
  rows: ReadonlyArray<readonly [string, string]>;
  /** What we can do for the owner who did not do this. */
  stop: string;
}

/** Sent at once, whatever happens to it: the owner hears of money leaving, or of its destination changing, before it can. */
function payoutNoticeMail(view: PayoutNoticeView, notice: PayoutNotice): MailMessage {
  const greeting = `Hi ${view.to.firstName},`;
  const resetUrl = `${view.dashboardUrl}${DASHBOARD_ROUTES.resetPassword}`;
  const [reset, reply] = notYouSteps(resetUrl, notice.stop);
  return brandedMail(
    {
      to: view.to.email,
      subject: notice.subject,
      text: [greeting, '', notice.opening, '', ...notice.rows.map(([label, value]) => `${label}: ${value}`), '', 'If this was you, there is nothing to do.', '', reset, reply].join('\n'),
    },
    {
      blocks: [
        { paragraph: greeting },
        { paragraph: notice.opening },
        { details: notice.rows },
        { paragraph: 'If this was you, there is nothing to do.' },
        { paragraph: `${NOT_YOU} Reset it now: that signs out every device. Then reply to this e-mail, so we can ${notice.stop}.` },
        { button: { label: 'Reset your password', href: resetUrl } },
      ],
      reason: `${ACCOUNT_REASON} We write every time your bank details change or money leaves your account.`,
    },
  );
}

export function bankDetailsSavedMail(view: PayoutNoticeView, event: BankDetailsSaved): MailMessage {
  const changed = event.before !== null;
  const rows: Array<[string, string]> = [
    ...(event.before ? [['Before', accountLine(event.before)] as [string, string]] : []),
    [changed ? 'Now' : 'Account', `${accountLine(event.after)} (${event.after.accountName})`],
    ['When', lagos(event.at)],
    ...(event.withdrawalsPausedUntil ? [['Withdrawals can start', lagos(event.withdrawalsPausedUntil)] as [string, string]] : []),
  ];
  return payoutNoticeMail(view, {
    subject: changed ? 'Your Trail bank details were changed' : 'Your Trail bank details were saved',
    opening: changed
      ? 'The bank account your Trail withdrawals go to was just changed.'
      : 'A bank account for your Trail withdrawals was just saved.',
    rows,
    stop: 'stop withdrawals to this account',
  });
}

export function withdrawalMail(view: PayoutNoticeView, event: WithdrawalRequested): MailMessage {
  const amount = `₦${formatNaira(event.amountKobo)}`;
  return payoutNoticeMail(view, {
    subject: `A withdrawal of ${amount} from your Trail earnings`,
    opening: `${amount} of your Trail earnings is on its way to your bank account.`,
    rows: [
      ['Amount', amount],
      ['To', accountLine(event.to)],
      ['When', lagos(event.at)],
      ['Reference', event.reference],
    ],
    stop: 'follow this withdrawal up with the bank',
  });
}
