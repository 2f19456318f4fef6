import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MEETING_REMINDER_LEADS_MINUTES, type MeetingParty } from '@trail/shared';
import mongoose, { isValidObjectId, type Model, Types } from 'mongoose';
import { appConfig, type AppConfig, mailConfig, type MailConfig, remindersConfig, type RemindersConfig } from '../../platform/config';
import { MailService } from '../../integrations/mail';
import { type DeliveryChannel, DeliveryClaims, type DeliveryOutcome } from '../../outbox';
import { ContactRecords, type ReachableUser, whatsAppNumberOf } from '../../users';
import { WhatsAppService } from '../../integrations/whatsapp';
import type { StoredMeeting } from '../meeting.mapper';
import { MeetingRecord } from '../schemas/meeting.schema';
import { addressOf, meetingCalendar } from './meeting-invite.ics';
import { cancelledMail, disputeMail, type DisputeStage, inviteMail, newRoomMail, type NoticeView, reminderMail, reminderWhatsAppParameters } from './meeting-notices.messages';

const SIDES: readonly MeetingParty[] = ['mentor', 'mentee'];

/** A booking committed this long ago without invites lost them to a crash: the catch-up sends them. */
export const INVITE_GRACE_MS = 2 * 60_000;
const CATCH_UP_BATCH = 100;
const LEADS = [...MEETING_REMINDER_LEADS_MINUTES].sort((a, b) => a - b);
const MINUTE_MS = 60_000;

export type ReminderReport = Record<DeliveryChannel, Record<DeliveryOutcome, number>>;

/**
 * Invites, cancellations and reminders of meetings, each once per (meeting, kind, recipient, channel)
 * through the outbox's delivery ledger (decision 0081): claim, then send (decision 0042).
 */
@Injectable()
export class MeetingNoticesService {
  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    private readonly contacts: ContactRecords,
    private readonly deliveries: DeliveryClaims,
    private readonly mail: MailService,
    private readonly whatsApp: WhatsAppService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(mailConfig.KEY) private readonly mailSettings: MailConfig,
    @Inject(remindersConfig.KEY) private readonly reminders: RemindersConfig,
  ) {}

  /** The booking calls this after its transaction commits: both people get an invite with an .ics, once. */
  async onBooked(meetingIds: readonly string[]): Promise<void> {
    const ids = meetingIds.filter((id) => isValidObjectId(id)).map((id) => new Types.ObjectId(id));
    if (ids.length === 0) return;
    const booked = await this.meetings.find({ _id: mongoose.trusted({ $in: ids }), status: 'booked' }).lean<StoredMeeting[]>().exec();
    await this.invite(booked);
  }

  /** The job's catch-up: bookings that committed but whose invites never went (a crash in between). */
  async catchUpInvites(now: Date): Promise<number> {
    const missed = await this.meetings
      .find({
        status: 'booked',
        invitesSentAt: mongoose.trusted({ $exists: false }),
        startsAt: mongoose.trusted({ $gt: now }),
        updatedAt: mongoose.trusted({ $lte: new Date(now.getTime() - INVITE_GRACE_MS) }),
      })
      .limit(CATCH_UP_BATCH)
      .lean<StoredMeeting[]>()
      .exec();
    await this.invite(missed);
    return missed.length;
  }

  /** The room moved to Google Meet after the invites went (decision 0046): both people get the new link, once. */
  async onRoomChanged(meetingId: string): Promise<void> {
    const meeting = await this.meetings.findOne({ _id: meetingId, status: 'booked' }).lean<StoredMeeting>().exec();
    if (!meeting) return;
    await this.toBoth([meeting], 'new-room', 'email', (view, attendees) =>
      this.mail.send(newRoomMail(view, meetingCalendar(meeting, 'new-room', this.organizer(), attendees))),
    );
  }

  /** After a cancellation commits: both people hear who cancelled and whether a refund is coming. */
  async onCancelled(meetingId: string): Promise<void> {
    const meeting = await this.meetings.findOne({ _id: meetingId, status: 'cancelled' }).lean<StoredMeeting>().exec();
    if (!meeting) return;
    await this.toBoth([meeting], 'cancelled', 'email', (view, attendees) =>
      this.mail.send(cancelledMail(view, meetingCalendar(meeting, 'cancelled', this.organizer(), attendees))),
    );
  }

  /** A step of a reported problem (decision 0074): both people hear it once, each in their own words. */
  async onDispute(meetingId: string, stage: DisputeStage): Promise<void> {
    const meeting = await this.meetings.findOne({ _id: meetingId, 'dispute.status': mongoose.trusted({ $exists: true }) }).lean<StoredMeeting>().exec();
    if (!meeting) return;
    await this.toBoth([meeting], `dispute-${stage}`, 'email', async (view) => {
      const message = disputeMail(view, stage);
      if (message) await this.mail.send(message);
    });
  }

  /**
   * Each booked meeting starting within the longest lead gets the reminder of the shortest lead it is
   * inside (a run missed for hours sends the 1-hour one, not both), by e-mail, and by WhatsApp to those
   * who opted in with a verified number. Running again, or on two instances, sends nothing twice.
   */
  async sendReminders(now: Date): Promise<ReminderReport> {
    const report: ReminderReport = { email: counts(), whatsapp: counts() };
    const longest = LEADS[LEADS.length - 1] ?? 0;
    const soon = await this.meetings
      .find({
        status: 'booked',
        startsAt: mongoose.trusted({ $gt: now, $lte: new Date(now.getTime() + longest * MINUTE_MS) }),
      })
      .lean<StoredMeeting[]>()
      .exec();
    for (const lead of LEADS) {
      const due = soon.filter((meeting) => leadFor(meeting, now) === lead);
      const kind = `reminder-${lead}`;
      const tally = (channel: DeliveryChannel) => (outcome: DeliveryOutcome) => {
        report[channel][outcome] += 1;
      };
      await this.toBoth(due, kind, 'email', (view) => this.mail.send(reminderMail(view, lead)), tally('email'));
      await this.toBoth(
        due,
        kind,
        'whatsapp',
        (view, _attendees, person) => this.whatsApp.sendTemplate(whatsAppNumberOf(person) ?? '', reminderWhatsAppParameters(view), this.whatsApp.meetingTemplate),
        tally('whatsapp'),
      );
    }
    return report;
  }

  private async invite(meetings: StoredMeeting[]): Promise<void> {
    if (meetings.length === 0) return;
    await this.toBoth(meetings, 'invite', 'email', (view, attendees) =>
      this.mail.send(inviteMail(view, meetingCalendar(view.meeting, 'booked', this.organizer(), attendees))),
    );
    await this.meetings.updateMany(
      { _id: mongoose.trusted({ $in: meetings.map((m) => m._id) }), invitesSentAt: mongoose.trusted({ $exists: false }) },
      { $set: { invitesSentAt: new Date() } },
      { timestamps: false },
    );
  }

  /** One message per participant of each meeting, each claimed in the ledger before it is sent. */
  private async toBoth(
    meetings: StoredMeeting[],
    kind: string,
    channel: DeliveryChannel,
    send: (view: NoticeView, attendees: { name: string; email: string }[], person: ReachableUser) => Promise<void>,
    tally: (outcome: DeliveryOutcome) => void = () => undefined,
  ): Promise<void> {
    if (meetings.length === 0) return;
    const people = await this.reachable(meetings);
    for (const meeting of meetings) {
      const mentor = people.get(meeting.mentor.toString());
      const mentee = people.get(meeting.mentee.toString());
      if (!mentor || !mentee) continue;
      for (const as of SIDES) {
        const [person, other] = as === 'mentor' ? [mentor, mentee] : [mentee, mentor];
        // Each copy names its own recipient only: the other person's e-mail stays private (security review L5).
        const attendees = [{ name: fullName(person), email: person.email }];
        if (channel === 'whatsapp' && !whatsAppNumberOf(person)) continue;
        const view = this.viewOf(meeting, as, person, other);
        const occasion = `meeting:${meeting._id.toString()}:${kind}`;
        const label = `Meeting ${kind} ${channel} to user ${person._id.toString()} (meeting ${meeting._id.toString()})`;
        tally(await this.deliveries.deliverOnce({ user: person._id, occasion, channel, label }, () => send(view, attendees, person)));
      }
    }
  }

  private async reachable(meetings: StoredMeeting[]): Promise<Map<string, ReachableUser>> {
    const ids = new Map(meetings.flatMap((m) => [m.mentor, m.mentee]).map((id) => [id.toString(), id]));
    const found = await this.contacts.findReachable([...ids.values()]);
    return new Map(found.map((user) => [user._id.toString(), user]));
  }

  private viewOf(meeting: StoredMeeting, as: MeetingParty, person: ReachableUser, other: ReachableUser): NoticeView {
    return {
      meeting,
      as,
      to: { email: person.email, firstName: person.firstName },
      otherName: fullName(other),
      timezone: person.timezone ?? this.reminders.timezone,
      meetingsUrl: `${this.app.dashboardUrl}/mentor`,
    };
  }

  private organizer(): string {
    return addressOf(this.mailSettings.from);
  }
}

const counts = (): Record<DeliveryOutcome, number> => ({ sent: 0, 'already-sent': 0, failed: 0 });
const fullName = (person: { firstName: string; lastName?: string }): string => `${person.firstName} ${person.lastName ?? ''}`.trim();

/** The shortest lead the meeting's start is inside, e.g. 60 when it starts in 40 minutes. */
function leadFor(meeting: StoredMeeting, now: Date): number | undefined {
  const minutesLeft = (meeting.startsAt.getTime() - now.getTime()) / MINUTE_MS;
  return LEADS.find((lead) => minutesLeft <= lead);
}
