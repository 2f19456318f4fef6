import { ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { BOOKING_MESSAGES, cancellationTerms, type Meeting, MEETING_PRICE_KOBO, type MeetingParty } from '@trail/shared';
import type { ClientSession, Connection, Model } from 'mongoose';
import { errorMessage } from '../platform/errors';
import { withTransaction } from '../platform/database';
import { RefundNotPossibleError, RefundsService } from '../payments';
import { MeetingCalendarService } from './calendar/meeting-calendar.service';
import { MeetingPeople } from './meeting-people';
import { partyOf, type StoredMeeting, toMeeting } from './meeting.mapper';
import { MeetingNoticesService } from './notices/meeting-notices.service';
import { MeetingRecord } from './schemas/meeting.schema';

export const REFUND_NOT_POSSIBLE = 'The payment for this session cannot be refunded, so it was not cancelled. Please contact us.';

@Injectable()
export class MeetingCancellationService {
  private readonly logger = new Logger('Meetings');

  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    @InjectConnection() private readonly connection: Connection,
    private readonly refunds: RefundsService,
    private readonly notices: MeetingNoticesService,
    private readonly people: MeetingPeople,
    private readonly calendar: MeetingCalendarService,
  ) {}

  /**
   * Either participant, before the start, by the shared rule (cancellationTerms). The status change and
   * the refund's claim and ledger entries commit together; Paystack is asked, the Google Calendar
   * event deleted and both people mailed after the commit. Two cancels at once: the second one's transaction sees the first's.
   */
  async cancel(callerId: string, meetingId: string, reason: string | undefined, now = new Date()): Promise<Meeting> {
    const { cancelled, by } = await withTransaction(this.connection, (session) => this.cancelIn(session, callerId, meetingId, reason, now)).catch(
      async (error: unknown) => {
        if (!(error instanceof RefundNotPossibleError)) throw error;
        // Already refunded another way, never paid, or more than Trail's fees can cover: nothing changes, and an admin looks.
        this.logger.error(`Meeting ${meetingId} not cancelled: ${error.message}`);
        await this.refunds.flagRefused(error);
        throw new ConflictException(REFUND_NOT_POSSIBLE);
      },
    );
    const refundKobo = cancelled.cancellation?.refundKobo ?? 0;
    if (refundKobo > 0) {
      await this.refunds.sendPending().catch((error: unknown) => this.logger.warn(`Refund for meeting ${meetingId} not sent yet: ${errorMessage(error)}`));
    }
    await this.calendar.onCancelled(meetingId);
    await this.notices
      .onCancelled(meetingId)
      .catch((error: unknown) => this.logger.warn(`Cancellation mails for meeting ${meetingId} not sent: ${errorMessage(error)}`));
    return toMeeting(cancelled, by, await this.people.of([cancelled]), now);
  }

  private async cancelIn(
    session: ClientSession,
    callerId: string,
    meetingId: string,
    reason: string | undefined,
    now: Date,
  ): Promise<{ cancelled: StoredMeeting; by: MeetingParty }> {
    const meeting = await this.meetings.findById(meetingId).session(session).lean<StoredMeeting>().exec();
    if (!meeting || meeting.status === 'held' || meeting.status === 'released') throw new NotFoundException(BOOKING_MESSAGES.meetingNotFound);
    const by = partyOf(meeting, callerId);
    if (!by) throw new ForbiddenException(BOOKING_MESSAGES.notYourMeeting);
    if (meeting.status === 'cancelled') throw new ConflictException(BOOKING_MESSAGES.alreadyCancelled);
    const terms = cancellationTerms(by, meeting.startsAt, now);
    if (!terms.allowed) throw new ConflictException(BOOKING_MESSAGES.cannotCancelStarted);
    const refundKobo = terms.fullRefund ? MEETING_PRICE_KOBO : 0;
    const cancellation = { by, at: now, refundKobo, ...(reason ? { reason } : {}) };
    // A mentor's cancellation keeps `active`: the unique (mentor, startsAt) index keeps that hour closed.
    const cancelled = await this.meetings
      .findOneAndUpdate(
        { _id: meeting._id, status: 'booked' },
        { $set: { status: 'cancelled', cancellation }, ...(by === 'mentor' ? {} : { $unset: { active: 1 } }) },
        { session, returnDocument: 'after' },
      )
      .lean<StoredMeeting>()
      .exec();
    if (!cancelled) throw new ConflictException(BOOKING_MESSAGES.alreadyCancelled);
    if (refundKobo > 0) {
      await this.refunds.requestIn(session, {
        paymentReference: meeting.paymentReference,
        part: meeting._id.toString(),
        amountKobo: refundKobo,
        reason: `Meeting ${meeting._id.toString()} cancelled by the ${by}`,
      });
    }
    return { cancelled, by };
  }
}
