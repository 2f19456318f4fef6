import { formatNaira, LEARNER_REFUND_CUTOFF_HOURS, type MeetingParty } from '@trail/shared';
import { DateTime } from 'luxon';
import { brandedMail, type MailBlock, type MailContent } from '../../mail/branded-mail';
import type { MailMessage } from '../../mail/mail-message';
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

const details = (view: NoticeView): string[] => detailRows(view).map(([label, value]) => `${label}: ${value}`);

const SESSION_REASON = 'You get this e-mail because you have a mentoring session on Trail.';

/** The HTML part: the opening lines, the details table, the room and the sessions page as buttons. */
function noticeContent(view: NoticeView, lines: string[], options: { details: boolean; room: boolean }): MailContent {
  const room = view.meeting.meetLink;
  const blocks: MailBlock[] = [
    { paragraph: `Hi ${view.to.firstName},` },
    ...lines.map((line) => ({ paragraph: line })),
    ...(options.details ? [{ details: detailRows(view) }] : []),
    ...(options.room && room ? [{ button: { label: 'Join the video call', href: room } }] : []),
    { button: { label: 'Your sessions', href: view.meetingsUrl } },
  ];
  return { blocks, reason: SESSION_REASON };
}

export function inviteMail(view: NoticeView, calendar: string): MailMessage {
  const opening = `Your mentoring session with ${view.otherName} (your ${role(view.as)}) is booked.`;
  const text = [
    `Hi ${view.to.firstName},`,
    '',
    opening,
    '',
    ...details(view),
    '',
    'The attached invite puts it in your calendar.',
    `Your sessions: ${view.meetingsUrl}`,
  ].join('\n');
  return brandedMail(
    {
      to: view.to.email,
      subject: `Booked: your Trail session with ${view.otherName}`,
      text,
      calendar: { method: 'REQUEST', content: calendar },
    },
    noticeContent(view, [opening, 'The attached invite puts it in your calendar.'], { details: true, room: true }),
  );
}

/** The room moved to Google Meet after the invite went: the new link, and an invite that replaces the first. */
export function newRoomMail(view: NoticeView, calendar: string): MailMessage {
  const opening = `Your mentoring session with ${view.otherName} has a new video link. Please use this one; the link in the earlier invite is no longer used.`;
  const text = [
    `Hi ${view.to.firstName},`,
    '',
    opening,
    '',
    ...details(view),
    '',
    'The attached invite updates the one in your calendar.',
    `Your sessions: ${view.meetingsUrl}`,
  ].join('\n');
  return brandedMail(
    {
      to: view.to.email,
      subject: `New link: your Trail session with ${view.otherName}`,
      text,
      calendar: { method: 'REQUEST', content: calendar },
    },
    noticeContent(view, [opening, 'The attached invite updates the one in your calendar.'], { details: true, room: true }),
  );
}

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
  const text = [
    `Hi ${view.to.firstName},`,
    '',
    opening,
    ...reason.flatMap((line) => ['', line]),
    '',
    refund,
    '',
    `Your sessions: ${view.meetingsUrl}`,
  ].join('\n');
  return brandedMail(
    {
      to: view.to.email,
      subject: `Cancelled: your Trail session with ${view.otherName}`,
      text,
      calendar: { method: 'CANCEL', content: calendar },
    },
    noticeContent(view, [opening, ...reason, refund], { details: false, room: false }),
  );
}

/** "in about 24 hours", "in about 1 hour": the lead the reminder is for. */
export const leadText = (leadMinutes: number): string =>
  leadMinutes % 60 === 0 ? `in about ${leadMinutes / 60} hour${leadMinutes === 60 ? '' : 's'}` : `in about ${leadMinutes} minutes`;

export function reminderMail(view: NoticeView, leadMinutes: number): MailMessage {
  const opening = `Your mentoring session with ${view.otherName} starts ${leadText(leadMinutes)}.`;
  const text = [
    `Hi ${view.to.firstName},`,
    '',
    opening,
    '',
    ...details(view),
    '',
    `Your sessions: ${view.meetingsUrl}`,
  ].join('\n');
  return brandedMail(
    { to: view.to.email, subject: `Reminder: your Trail session with ${view.otherName} starts ${leadText(leadMinutes)}`, text },
    noticeContent(view, [opening], { details: true, room: true }),
  );
}

/** {{1}} first name, {{2}} the other person, {{3}} when, {{4}} the room link: the order the approved template expects. */
export const reminderWhatsAppParameters = (view: NoticeView): string[] => [
  view.to.firstName,
  view.otherName,
  whenOf(view.meeting.startsAt, view.timezone),
  view.meeting.meetLink ?? '',
];
