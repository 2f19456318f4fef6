import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { isValidObjectId, type Model } from 'mongoose';
import { leaseFree, leaseUntil } from '../../platform/database';
import { errorMessage } from '../../platform/errors';
import { GoogleCalendarClient } from '../../integrations/google-calendar';
import { ContactRecords } from '../../users';
import type { StoredMeeting } from '../meeting.mapper';
import { MeetingNoticesService } from '../notices/meeting-notices.service';
import { MeetingRecord } from '../schemas/meeting.schema';

export const GOOGLE_MEET_VENUE = 'Google Meet';

/** How long one run holds a meeting while it asks Google; a failed try waits this long before the next. */
export const CALENDAR_CLAIM_MS = 5 * 60_000;
/**
 * No room moves closer to the start than this: both people have had the new link by mail for at
 * least the last reminders, and nobody is sent to an empty room they opened from an older invite.
 */
export const LAST_ROOM_CHANGE_BEFORE_START_MS = 2 * 60 * 60_000;
const BATCH = 50;
/** An event was made, or a run asked Google for one and may have been answered after it gave up. */
const mayHaveAnEvent = () => ({
  $or: [{ calendarEventId: mongoose.trusted({ $exists: true }) }, { calendarClaimedUntil: mongoose.trusted({ $exists: true }) }],
});

/** Google's event id for a meeting: ours, so a retried insert cannot make a second event (base32hex: an ObjectId's hex digits are). */
export const calendarEventIdOf = (meetingId: string): string => `trail${meetingId}`;

export interface CalendarCatchUp {
  moved: number;
  deleted: number;
}

/**
 * Moves booked meetings from their Jitsi room to a Google Calendar event with a Meet conference, once
 * each, after the booking has committed (never inside a transaction: Google is slow and a retried
 * transaction would ask twice), and deletes the event of a cancelled meeting. Claim, then act: a run
 * claims the meeting for CALENDAR_CLAIM_MS, asks Google with the meeting's own event id and request
 * id, then switches the link and the venue together. Google down: the Jitsi room stays and the
 * notices job tries again (decision 0046). Does nothing without Google credentials.
 */
@Injectable()
export class MeetingCalendarService {
  private readonly logger = new Logger('MeetingCalendar');

  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    private readonly google: GoogleCalendarClient,
    private readonly contacts: ContactRecords,
    private readonly notices: MeetingNoticesService,
  ) {}

  /** Right after the booking commits, before the invites go, so they usually carry the Meet link already. */
  async onBooked(meetingIds: readonly string[], now = new Date()): Promise<void> {
    if (!this.google.configured) return;
    for (const id of meetingIds.filter((meetingId) => isValidObjectId(meetingId))) await this.tryToMove(id, now);
  }

  /** After a cancellation commits: its event is deleted (the job retries when Google is down). */
  async onCancelled(meetingId: string): Promise<void> {
    if (!this.google.configured) return;
    await this.deleteEvent(meetingId).catch((error: unknown) => this.logger.warn(`Event of meeting ${meetingId} left to the job: ${errorMessage(error)}`));
  }

  /** The job: meetings still on Jitsi whose claim lapsed, and cancelled meetings whose event is still there. */
  async catchUp(now = new Date()): Promise<CalendarCatchUp> {
    if (!this.google.configured) return { moved: 0, deleted: 0 };
    const waiting = await this.meetings.find(this.movable(now), { _id: 1 }).limit(BATCH).lean<{ _id: mongoose.Types.ObjectId }[]>().exec();
    let moved = 0;
    for (const { _id } of waiting) if (await this.tryToMove(_id.toHexString(), now)) moved += 1;
    const left = await this.meetings
      .find({ ...mayHaveAnEvent(), status: 'cancelled', calendarEventDeletedAt: mongoose.trusted({ $exists: false }) }, { _id: 1 })
      .limit(BATCH)
      .lean<{ _id: mongoose.Types.ObjectId }[]>()
      .exec();
    let deleted = 0;
    for (const { _id } of left) {
      await this.deleteEvent(_id.toHexString()).then(
        () => (deleted += 1),
        (error: unknown) => this.logger.warn(`Event of meeting ${_id.toHexString()} not deleted yet: ${errorMessage(error)}`),
      );
    }
    return { moved, deleted };
  }

  private async tryToMove(meetingId: string, now: Date): Promise<boolean> {
    return this.move(meetingId, now).catch((error: unknown) => {
      this.logger.warn(`Meeting ${meetingId} stays on Jitsi for now: ${errorMessage(error)}`);
      return false;
    });
  }

  /** true when the meeting now meets on Google Meet. */
  private async move(meetingId: string, now: Date): Promise<boolean> {
    const claimed = await this.meetings
      .findOneAndUpdate(
        { _id: meetingId, ...this.movable(now) },
        { $set: { calendarClaimedUntil: leaseUntil(now, CALENDAR_CLAIM_MS) } },
        { returnDocument: 'after', timestamps: false },
      )
      .lean<StoredMeeting>()
      .exec();
    if (!claimed) return false;
    const people = await this.contacts.findReachable([claimed.mentor, claimed.mentee]);
    const event = await this.google.createEvent({
      eventId: calendarEventIdOf(meetingId),
      requestId: meetingId,
      summary: 'Trail mentoring session',
      description: claimed.purpose ? `What it is about: ${claimed.purpose}` : 'A mentoring session booked on Trail.',
      startsAt: claimed.startsAt,
      endsAt: claimed.endsAt,
      attendees: people.map((person) => ({ email: person.email, name: `${person.firstName} ${person.lastName ?? ''}`.trim() })),
    });
    // Google is still making the conference: the claim lapses and the next run reads the event back.
    if (!event.meetLink) return false;
    const moved = await this.meetings
      .findOneAndUpdate(
        { _id: meetingId, status: 'booked', calendarEventId: mongoose.trusted({ $exists: false }) },
        { $set: { calendarEventId: event.eventId, meetLink: event.meetLink, venue: GOOGLE_MEET_VENUE }, $unset: { calendarClaimedUntil: 1 } },
        { returnDocument: 'after' },
      )
      .lean<StoredMeeting>()
      .exec();
    if (!moved) {
      // Cancelled while Google was asked, maybe after the cancellation's own delete: delete it (again).
      await this.meetings.updateOne(
        { _id: meetingId, calendarEventId: mongoose.trusted({ $exists: false }) },
        { $set: { calendarEventId: event.eventId }, $unset: { calendarEventDeletedAt: 1 } },
      );
      await this.onCancelled(meetingId);
      return false;
    }
    if (moved.invitesSentAt) await this.notices.onRoomChanged(meetingId);
    return true;
  }

  /** By the meeting's own event id: an event whose link never came back (pending) is deleted too. */
  private async deleteEvent(meetingId: string): Promise<void> {
    const meeting = await this.meetings
      .findOne({ ...mayHaveAnEvent(), _id: meetingId, status: 'cancelled', calendarEventDeletedAt: mongoose.trusted({ $exists: false }) }, { _id: 1 })
      .lean<StoredMeeting>()
      .exec();
    if (!meeting) return;
    await this.google.deleteEvent(calendarEventIdOf(meetingId));
    await this.meetings.updateOne({ _id: meetingId }, { $set: { calendarEventDeletedAt: new Date() } }, { timestamps: false });
  }

  /** Booked, still on Jitsi, far enough from its start, and nobody is asking Google for it right now. */
  private movable(now: Date) {
    return {
      status: 'booked' as const,
      calendarEventId: mongoose.trusted({ $exists: false }),
      startsAt: mongoose.trusted({ $gt: new Date(now.getTime() + LAST_ROOM_CHANGE_BEFORE_START_MS) }),
      calendarClaimedUntil: leaseFree(now),
    };
  }
}
