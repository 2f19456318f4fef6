import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Types } from 'mongoose';
import { deletionRequestedMail } from '../../account-deletion';
import { emailVerificationMail, googleLinkedMail, passwordResetMail, welcomeMail } from '../../auth';
import { cancelledMail, inviteMail, newRoomMail, type NoticeView, reminderMail, type StoredMeeting } from '../../meetings';
import { approvedMail, rejectedMail } from '../../mentors';
import { bankDetailsSavedMail, receiptMail, withdrawalMail } from '../../receipts';
import { weeklyDigestMail } from '../../reminders';
import { renderMailHtml } from './branded-mail';
import type { MailMessage } from './mail-message';

const EVIL = '<script>alert("x")</script>';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

const view = (firstName: string, otherName: string): NoticeView => ({
  meeting: {
    _id: new Types.ObjectId(),
    mentor: new Types.ObjectId(),
    mentee: new Types.ObjectId(),
    startsAt: new Date('2026-12-01T10:00:00Z'),
    meetLink: 'https://meet.example/abc',
    purpose: `Talk about ${EVIL}`,
    status: 'cancelled',
    cancellation: { by: 'mentor', at: new Date(), reason: EVIL, refundKobo: 500_000 },
  } as unknown as StoredMeeting,
  as: 'mentee',
  to: { email: 'ada@example.com', firstName },
  otherName,
  timezone: 'Africa/Lagos',
  meetingsUrl: 'https://trail.test/meetings',
});

/** Every mail Trail sends, written for a person whose name is a script tag, with the link its button must carry. */
const mails: Array<[string, MailMessage, string]> = [
  ['verification', emailVerificationMail('a@x.ng', EVIL, 'https://trail.test/verify?t=1&u=2', 7), 'https://trail.test/verify?t=1&amp;u=2'],
  ['google linked', googleLinkedMail('a@x.ng', EVIL, 'https://trail.test/forgot'), 'https://trail.test/forgot'],
  ['password reset', passwordResetMail('a@x.ng', EVIL, 'https://trail.test/reset?t=1', 30), 'https://trail.test/reset?t=1'],
  ['deletion', deletionRequestedMail('a@x.ng', EVIL, new Date('2026-12-24T00:00:00Z'), 'https://trail.test/signin'), 'https://trail.test/signin'],
  ['mentor approved', approvedMail('a@x.ng', EVIL, { schedule: 'https://trail.test/s', page: 'https://trail.test/p' }), 'https://trail.test/s'],
  ['mentor rejected', rejectedMail('a@x.ng', EVIL, EVIL), ESCAPED],
  [
    'digest',
    weeklyDigestMail(
      'a@x.ng',
      EVIL,
      { resources: [{ title: EVIL, link: 'https://r.test/1' }], moreResources: 2, todos: [{ title: EVIL }], moreTodos: 0 },
      { plan: 'https://trail.test/plan', unsubscribe: 'https://trail.test/unsub?t=1' },
    ),
    'https://trail.test/unsub?t=1',
  ],
  ['invite', inviteMail(view(EVIL, EVIL), 'ICS'), 'https://meet.example/abc'],
  ['new room', newRoomMail(view(EVIL, EVIL), 'ICS'), 'https://meet.example/abc'],
  ['cancelled', cancelledMail(view(EVIL, EVIL), 'ICS'), 'https://trail.test/meetings'],
  ['reminder', reminderMail(view(EVIL, EVIL), 60), 'https://meet.example/abc'],
  ['welcome', welcomeMail('a@x.ng', EVIL, 'https://trail.test'), 'https://trail.test'],
  [
    'receipt',
    receiptMail({
      to: { email: 'a@x.ng', firstName: EVIL },
      reference: 'trl-1',
      amountKobo: 1_234_550,
      description: `Hours with ${EVIL}`,
      paidAt: new Date('2026-11-26T23:30:00Z'),
      timezone: 'Africa/Lagos',
      dashboardUrl: 'https://trail.test',
      stableId: 'receipt.1',
    }),
    '₦12,345.50',
  ],
  [
    'bank details changed',
    bankDetailsSavedMail(
      { to: { email: 'a@x.ng', firstName: EVIL }, dashboardUrl: 'https://trail.test' },
      {
        userId: 'u1',
        before: { bankName: 'Access Bank', accountNumberLast4: '6789', accountName: EVIL },
        after: { bankName: 'Guaranty Trust Bank', accountNumberLast4: '7890', accountName: EVIL },
        withdrawalsPausedUntil: new Date('2026-12-09T10:00:00Z'),
        at: new Date('2026-12-08T10:00:00Z'),
      },
    ),
    'https://trail.test/resetpassword',
  ],
  [
    'withdrawal',
    withdrawalMail(
      { to: { email: 'a@x.ng', firstName: EVIL }, dashboardUrl: 'https://trail.test' },
      { userId: 'u1', reference: 'wd_1', amountKobo: 100_050, to: { bankName: 'Guaranty Trust Bank', accountNumberLast4: '6789' }, at: new Date('2026-12-08T10:00:00Z') },
    ),
    'https://trail.test/resetpassword',
  ],
];

describe('branded mail', () => {
  it('is compiled from the current trail-mail.mjml', () => {
    expect(() =>
      execFileSync(process.execPath, [join(__dirname, '../../../scripts/compile-mail-template.mjs'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  }, 60_000);

  it.each(mails)('%s: a branded HTML part with its link, every typed value escaped, and the plain text kept', (_, mail, link) => {
    const html = mail.html ?? '';
    expect(html).toContain('>Trail</div>');
    expect(html).toContain(link);
    expect(html).toContain(ESCAPED);
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/\{\{\w+\}\}/);
    expect(html).toContain('You get this e-mail because');
    expect(mail.text).toContain(`Hi ${EVIL},`);
  });

  it('keeps the plain-text part exactly as written', () => {
    expect(passwordResetMail('a@x.ng', 'Ada', 'https://trail.test/reset', 30).text).toBe(
      [
        'Hi Ada,',
        '',
        'Someone (hopefully you) asked to reset the password of your Trail account.',
        'Open this link within 30 minutes to choose a new one:',
        '',
        'https://trail.test/reset',
        '',
        'If you did not ask for this, ignore this e-mail: your password stays the same.',
      ].join('\n'),
    );
  });

  it('renders buttons as links, details as a table, and never fills a placeholder twice', () => {
    const html = renderMailHtml('Hello {{footer}}', {
      blocks: [
        { paragraph: 'Line one\nLine {{href}} two' },
        { button: { label: 'Open', href: 'https://trail.test/a?b=1&c=2' } },
        { details: [['Amount', '₦5,000.00']] },
      ],
      reason: 'Because.',
    });
    expect(html).toMatch(/<a\s+href="https:\/\/trail\.test\/a\?b=1&amp;c=2"[^>]*>\s*Open\s*<\/a>/);
    expect(html).toContain('Line one<br>Line {{href}} two');
    expect(html).toContain('<th scope="row" align="left" valign="top" style="padding:4px 16px 4px 0;font-weight:600">Amount</th>');
    expect(html).toContain('<title>Hello {{footer}}</title>');
    expect(html).not.toContain('fonts.googleapis.com');
  });

  it('dates a receipt in the payer’s zone and shows naira through Intl', () => {
    const receipt = mails.find(([name]) => name === 'receipt')?.[1];
    expect(receipt?.text).toContain('Amount: ₦12,345.50');
    expect(receipt?.text).toContain('Paid on: Friday 27 November 2026, 00:30 (Africa/Lagos time)');
    expect(receipt?.html).toContain('<td style="padding:4px 0">Hours with &lt;script&gt;');
  });

  it('puts the unsubscribe link in the digest footer', () => {
    const html = mails.find(([name]) => name === 'digest')?.[1].html ?? '';
    expect(html).toMatch(/href="https:\/\/trail\.test\/unsub\?t=1"[^>]*>Stop these e-mails<\/a>/);
  });
});
