import { ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import {
  answerRefusal,
  BOOKING_MESSAGES,
  disputeAnswerBy,
  disputeRefusal,
  DISPUTE_MESSAGES,
  firstStatusOf,
  type Meeting,
  type MeetingParty,
  type ReportDisputeBody,
} from '@trail/shared';
import mongoose, { type Connection, type Model } from 'mongoose';
import { errorMessage } from '../../platform/errors';
import { withTransaction } from '../../platform/database';
import { EarningsReleaseService } from '../../payments';
import { MeetingPeople } from '../meeting-people';
import { partyOf, type StoredMeeting, toMeeting, toMeetingDispute } from '../meeting.mapper';
import { MeetingNoticesService } from '../notices/meeting-notices.service';
import { MeetingRecord } from '../schemas/meeting.schema';

/**
 * Either person reports a problem with a session, and the other may disagree (decision 0074). The report
 * and the hold on the session's earnings commit together, so the release job can never pay out money
 * that a report is waiting on; DisputeDecisionsService then moves it once.
 */
@Injectable()
export class DisputesService {
  private readonly logger = new Logger('Disputes');

  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    @InjectConnection() private readonly connection: Connection,
    private readonly earnings: EarningsReleaseService,
    private readonly notices: MeetingNoticesService,
    private readonly people: MeetingPeople,
  ) {}

  async report(callerId: string, meetingId: string, body: ReportDisputeBody, now = new Date()): Promise<Meeting> {
    const { meeting, by } = await withTransaction(this.connection, async (session) => {
      const found = await this.participantsMeeting(callerId, meetingId, session);
      const refusal = disputeRefusal({ ...found.meeting, hasDispute: Boolean(found.meeting.dispute) }, now);
      if (refusal) throw new ConflictException(refusal);
      const dispute = { by: found.by, kind: body.kind, details: body.details, at: now, status: firstStatusOf(body.kind), answerBy: disputeAnswerBy(now) };
      // The condition is the guard: of two reports at once, one sets it and the other's transaction sees it.
      const reported = await this.meetings
        .findOneAndUpdate(
          { _id: found.meeting._id, status: 'booked', dispute: mongoose.trusted({ $exists: false }) },
          { $set: { dispute } },
          { session, returnDocument: 'after' },
        )
        .lean<StoredMeeting>()
        .exec();
      if (!reported) throw new ConflictException(DISPUTE_MESSAGES.alreadyReported);
      const held = await this.earnings.disputeIn(session, reported.paymentReference, reported._id.toString());
      if (!held) throw new ConflictException(DISPUTE_MESSAGES.alreadySettled);
      return { meeting: reported, by: found.by };
    });
    await this.mailBoth(meetingId, 'reported');
    return toMeeting(meeting, by, await this.people.of([meeting]), now);
  }

  /** The other person disagrees with a no-show report: it goes to an admin, and the rule no longer decides it. */
  async answer(callerId: string, meetingId: string, details: string, now = new Date()): Promise<Meeting> {
    const { meeting: found, by } = await this.participantsMeeting(callerId, meetingId);
    if (!found.dispute) throw new NotFoundException(DISPUTE_MESSAGES.noDispute);
    const refusal = answerRefusal(toMeetingDispute(found.dispute), by, now);
    if (refusal === DISPUTE_MESSAGES.ownReport) throw new ForbiddenException(refusal);
    if (refusal) throw new ConflictException(refusal);
    const answered = await this.meetings
      .findOneAndUpdate(
        { _id: found._id, 'dispute.status': 'open', 'dispute.answerBy': mongoose.trusted({ $gt: now }) },
        { $set: { 'dispute.status': 'with-admin', 'dispute.answer': { details, at: now } } },
        { returnDocument: 'after' },
      )
      .lean<StoredMeeting>()
      .exec();
    if (!answered) throw new ConflictException(DISPUTE_MESSAGES.notOpen);
    await this.mailBoth(meetingId, 'answered');
    return toMeeting(answered, by, await this.people.of([answered]), now);
  }

  private async mailBoth(meetingId: string, stage: 'reported' | 'answered'): Promise<void> {
    await this.notices.onDispute(meetingId, stage).catch((error: unknown) => this.logger.warn(`Dispute mails (${stage}) for meeting ${meetingId} not sent: ${errorMessage(error)}`));
  }

  private async participantsMeeting(callerId: string, meetingId: string, session?: mongoose.ClientSession): Promise<{ meeting: StoredMeeting; by: MeetingParty }> {
    const meeting = await this.meetings.findById(meetingId).session(session ?? null).lean<StoredMeeting>().exec();
    if (!meeting || meeting.status === 'held' || meeting.status === 'released') throw new NotFoundException(BOOKING_MESSAGES.meetingNotFound);
    const by = partyOf(meeting, callerId);
    if (!by) throw new ForbiddenException(BOOKING_MESSAGES.notYourMeeting);
    return { meeting, by };
  }
}
