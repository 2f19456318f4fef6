import { DISPUTE_KIND_ABOUT_YOU, DISPUTE_KIND_LABELS, formatNaira, LEARNER_REFUND_CUTOFF_HOURS, type MeetingParty } from '@trail/shared';
import { DateTime } from 'luxon';
import { brandedMail, type MailBlock, type MailMessage } from '../../integrations/mail';
import type { StoredMeeting } from '../meeting.mapper';

/** One person's view of a meeting, for the words of a notice. */
export interface NoticeView {
  meeting: StoredMeeting;
  as: MeetingParty;
  to: { email: string; firstName: string };
  otherName: string;
  /** The recipient's own zone, else the reminders' (Lagos); the .ics carries UTC for calendars to show in their own zone. */
  timezone: string;
  meetingsUrl: string;
}

export const whenOf = (startsAt: Date, timezone: string): string =>
  `${DateTime.fromJSDate(startsAt).setZone(timezone).toFormat('cccc d LLLL yyyy, HH:mm')} (${timezone} time)`;

const role = (as: MeetingParty) => (as === 'mentor' ? 'mentee' : 'mentor');

function detailRows(view: NoticeView): Array<[string, string]> {
  const { meeting } = view;
  return [
    ['When', `${whenOf(meeting.startsAt, view.timezone)}, for an hour`],
    ['Where', `${meeting.venue ?? 'Video call'}: ${meeting.meetLink ?? ''}`],
    ...(meeting.purpose ? [['About', meeting.purpose] as [string, string]] : []),
  ];
}

const SESSION_REASON = 'You get this e-mail because you have a mentoring session on Trail.';

interface Notice {
  subject: string;
  /** Paragraphs after the greeting. */
  lines: string[];
  /** The meeting's details and the room button (after the lines); a cancellation leaves them out. */
  details: boolean;
  /** A last line just above the sessions link. */
  closing?: string;
  calendar?: MailMessage['calendar'];
}

const subjectFor = (view: NoticeView, prefix: string) => `${prefix}: your Trail session with ${view.otherName}`;

/**
 * Every notice: the plain text has the lines, the details and the closing; the HTML part has the lines and the
 * closing, then the details table and the room and sessions page as buttons.
 */
function noticeMail(view: NoticeView, notice: Notice): MailMessage {
  const closing = notice.closing ? [notice.closing] : [];
  const rows = detailRows(view);
  const details = rows.map(([label, value]) => `${label}: ${value}`);
  const paragraphs = [...notice.lines.map((line) => [line]), ...(notice.details ? [details] : [])];
  const text = [
    `Hi ${view.to.firstName},`,
    ...paragraphs.flatMap((paragraph) => ['', ...paragraph]),
    '',
    ...closing,
    `Your sessions: ${view.meetingsUrl}`,
  ].join('\n');
  const room = notice.details ? view.meeting.meetLink : undefined;
  const blocks: MailBlock[] = [
    { paragraph: `Hi ${view.to.firstName},` },
    ...[...notice.lines, ...closing].map((line) => ({ paragraph: line })),
    ...(notice.details ? [{ details: rows }] : []),
    ...(room ? [{ button: { label: 'Join the video call', href: room } }] : []),
    { button: { label: 'Your sessions', href: view.meetingsUrl } },
  ];
  const calendar = notice.calendar ? { calendar: notice.calendar } : {};
  return brandedMail({ to: view.to.email, subject: notice.subject, text, ...calendar }, { blocks, reason: SESSION_REASON });
}

export const inviteMail = (view: NoticeView, calendar: string): MailMessage =>
  noticeMail(view, {
    subject: subjectFor(view, 'Booked'),
    lines: [`Your mentoring session with ${view.otherName} (your ${role(view.as)}) is booked.`],
    details: true,
    closing: 'The attached invite puts it in your calendar.',
    calendar: { method: 'REQUEST', content: calendar },
  });

/** The room moved to Google Meet after the invite went: the new link, and an invite that replaces the first. */
export const newRoomMail = (view: NoticeView, calendar: string): MailMessage =>
  noticeMail(view, {
    subject: subjectFor(view, 'New link'),
    lines: [
      `Your mentoring session with ${view.otherName} has a new video link. Please use this one; the link in the earlier invite is no longer used.`,
    ],
    details: true,
    closing: 'The attached invite updates the one in your calendar.',
    calendar: { method: 'REQUEST', content: calendar },
  });

/** Says who cancelled and whether money is on its way back to the learner. */
export function cancelledMail(view: NoticeView, calendar: string): MailMessage {
  const cancellation = view.meeting.cancellation;
  const byYou = cancellation?.by === view.as;
  const refundKobo = cancellation?.refundKobo ?? 0;
  const who = byYou ? 'You cancelled' : `${view.otherName} cancelled`;
  const refund =
    view.as === 'mentee'
      ? refundKobo > 0
        ? `Your payment of ₦${formatNaira(refundKobo)} is on its way back to you through Paystack; it can take a few working days to reach your account.`
        : `It was cancelled less than ${LEARNER_REFUND_CUTOFF_HOURS} hours before the start, so there is no refund.`
      : refundKobo > 0
        ? `${view.otherName} gets their payment of ₦${formatNaira(refundKobo)} back.`
        : `${view.otherName} cancelled less than ${LEARNER_REFUND_CUTOFF_HOURS} hours before the start, so their payment is not refunded.`;
  const opening = `${who} your mentoring session with ${byYou ? view.otherName : 'you'} on ${whenOf(view.meeting.startsAt, view.timezone)}.`;
  const reason = cancellation?.reason && !byYou ? [`Their reason: ${cancellation.reason}`] : [];
  return noticeMail(view, {
    subject: subjectFor(view, 'Cancelled'),
    lines: [opening, ...reason, refund],
    details: false,
    calendar: { method: 'CANCEL', content: calendar },
  });
}

/** "in about 24 hours", "in about 1 hour": the lead the reminder is for. */
export const leadText = (leadMinutes: number): string =>
  leadMinutes % 60 === 0 ? `in about ${leadMinutes / 60} hour${leadMinutes === 60 ? '' : 's'}` : `in about ${leadMinutes} minutes`;

export const reminderMail = (view: NoticeView, leadMinutes: number): MailMessage =>
  noticeMail(view, {
    subject: `${subjectFor(view, 'Reminder')} starts ${leadText(leadMinutes)}`,
    lines: [`Your mentoring session with ${view.otherName} starts ${leadText(leadMinutes)}.`],
    details: true,
  });

/** {{1}} first name, {{2}} the other person, {{3}} when, {{4}} the room link: the order the approved template expects. */
export const reminderWhatsAppParameters = (view: NoticeView): string[] => [
  view.to.firstName,
  view.otherName,
  whenOf(view.meeting.startsAt, view.timezone),
  view.meeting.meetLink ?? '',
];

export type DisputeStage = 'reported' | 'answered' | 'decided';

function decidedLines(view: NoticeView, decision: NonNullable<NonNullable<StoredMeeting['dispute']>['decision']>): string[] {
  const refund = `₦${formatNaira(decision.refundKobo)}`;
  const money =
    view.as === 'mentee'
      ? {
          refund: `${refund} is on its way back to you through Paystack; it can take a few working days to reach your account.`,
          'part-refund': `${refund} of your payment is on its way back to you through Paystack; it can take a few working days to reach your account.`,
          release: 'The session counts as held, so there is no refund.',
        }
      : {
          refund: 'The learner is refunded in full, so this session earns nothing.',
          'part-refund': `The learner gets ${refund} back; the rest of what you earned from this session is now in your withdrawable balance.`,
          release: 'What you earned from this session is now in your withdrawable balance.',
        };
  const who = decision.by === 'rule' ? 'The report was not answered in time, so our rule decided' : 'An admin decided';
  return [`${who} the problem reported with your session with ${view.otherName} on ${whenOf(view.meeting.startsAt, view.timezone)}.`, `The reason: ${decision.reason}`, money[decision.outcome]];
}

/** Each step of a reported problem, in the words of each side: what was reported, who answers by when, what was decided. */
export function disputeMail(view: NoticeView, stage: DisputeStage): MailMessage | undefined {
  const dispute = view.meeting.dispute;
  if (!dispute) return undefined;
  const when = whenOf(view.meeting.startsAt, view.timezone);
  const answerBy = whenOf(dispute.answerBy, view.timezone);
  const reporter = dispute.by === view.as;
  const paymentWaits = 'The payment for the session stays with Trail until this is decided.';
  const withoutAnswer = dispute.by === 'mentee' ? 'the learner is refunded in full' : 'the session counts as held and its earnings are paid out';
  let subject: string;
  let lines: string[];
  if (stage === 'reported') {
    subject = subjectFor(view, 'Problem reported');
    lines = reporter
      ? [
          `You reported a problem with your session with ${view.otherName} on ${when}: ${DISPUTE_KIND_LABELS[dispute.kind]}.`,
          dispute.status === 'open'
            ? `${view.otherName} can disagree until ${answerBy}. If they do not, ${withoutAnswer}. If they do, an admin decides.`
            : 'An admin will look at it and decide; you will both get an e-mail with the decision.',
          paymentWaits,
        ]
      : [
          `${view.otherName} reported ${DISPUTE_KIND_ABOUT_YOU[dispute.kind]} at your session on ${when}.`,
          `Their words: ${dispute.details}`,
          dispute.status === 'open'
            ? `If this is not what happened, answer on your sessions page before ${answerBy}: an admin then decides. Without an answer, ${withoutAnswer}.`
            : 'An admin will look at it and decide; you will both get an e-mail with the decision.',
          paymentWaits,
        ];
  } else if (stage === 'answered') {
    subject = subjectFor(view, 'Report answered');
    lines = reporter
      ? [`${view.otherName} disagrees with the problem you reported with your session on ${when}.`, `Their words: ${dispute.answer?.details ?? ''}`, 'An admin will decide; you will both get an e-mail with the decision.']
      : [`Your answer to the problem reported with your session on ${when} was sent.`, 'An admin will decide; you will both get an e-mail with the decision.'];
  } else {
    if (!dispute.decision) return undefined;
    subject = subjectFor(view, 'Report decided');
    lines = decidedLines(view, dispute.decision);
  }
  return noticeMail(view, { subject, lines, details: false });
}
