import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import {
  type AdminDispute,
  type DecideDisputeBody,
  decisionRefundKobo,
  DISPUTE_MESSAGES,
  disputeRuleOutcome,
  type DisputeOutcome,
  type DisputeStatus,
  MEETING_PRICE_KOBO,
  ruleReason,
} from '@trail/shared';
import mongoose, { type Connection, type Model, Types } from 'mongoose';
import { errorMessage } from '../../platform/errors';
import { withTransaction } from '../../platform/database';
import { EarningsReleaseService, RefundNotPossibleError, RefundsService } from '../../payments';
import type { PublicProfileRecord } from '../../users';
import { MeetingPeople } from '../meeting-people';
import { type StoredMeeting, toMeetingDispute } from '../meeting.mapper';
import { MeetingNoticesService } from '../notices/meeting-notices.service';
import { type DisputeDecisionRecord, MeetingRecord } from '../schemas/meeting.schema';

export const DISPUTE_REFUND_NOT_POSSIBLE = 'The payment for this session cannot be refunded, so nothing was decided. The refund needs a look at the ledger first.';

const UNDECIDED: DisputeStatus[] = ['open', 'with-admin'];
/** The most reports one pass of the rule's job decides; the next pass takes the rest. */
const RULE_BATCH = 100;
const ADMIN_LIST_LIMIT = 200;

const nameOf = (profile: PublicProfileRecord | undefined) => (profile ? `${profile.firstName} ${profile.lastName ?? ''}`.trim() : '');

/**
 * Decides a reported problem (decision 0074), by an admin or by the rule for an unanswered no-show: the
 * decision's claim, the refund's claim and ledger entries, and the release of what the earners keep all
 * commit in one transaction, so the money moves once; both people are mailed after it commits.
 */
@Injectable()
export class DisputeDecisionsService {
  private readonly logger = new Logger('Disputes');

  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    @InjectConnection() private readonly connection: Connection,
    private readonly refunds: RefundsService,
    private readonly earnings: EarningsReleaseService,
    private readonly notices: MeetingNoticesService,
    private readonly people: MeetingPeople,
  ) {}

  /** Reports not yet decided, oldest first, for the admin page. */
  async undecided(): Promise<AdminDispute[]> {
    const reported = await this.meetings
      .find({ 'dispute.status': mongoose.trusted({ $in: UNDECIDED }) })
      .sort({ 'dispute.at': 1 })
      .limit(ADMIN_LIST_LIMIT)
      .lean<StoredMeeting[]>()
      .exec();
    const people = await this.people.of(reported);
    return reported.map((meeting) => this.toAdminDispute(meeting, people));
  }

  async decide(adminId: string, meetingId: string, body: DecideDisputeBody, now = new Date()): Promise<AdminDispute> {
    const meeting = await this.meetings.findById(meetingId).lean<StoredMeeting>().exec();
    if (!meeting?.dispute) throw new NotFoundException(DISPUTE_MESSAGES.noDispute);
    if (meeting.dispute.status === 'decided') throw new ConflictException(DISPUTE_MESSAGES.alreadyDecided);
    const amount = decisionRefundKobo(body.outcome, body.refundNaira, MEETING_PRICE_KOBO);
    if ('error' in amount) throw new BadRequestException(amount.error);
    const decision = { outcome: body.outcome, refundKobo: amount.refundKobo, reason: body.reason, by: 'admin' as const, admin: new Types.ObjectId(adminId), at: now };
    const decided = await this.settle(meeting, decision).catch(async (error: unknown) => {
      if (!(error instanceof RefundNotPossibleError)) throw error;
      this.logger.error(`Dispute of meeting ${meetingId} not decided: ${error.message}`);
      await this.refunds.flagRefused(error);
      throw new ConflictException(DISPUTE_REFUND_NOT_POSSIBLE);
    });
    if (!decided) throw new ConflictException(DISPUTE_MESSAGES.alreadyDecided);
    await this.afterDecision(meetingId);
    const after = await this.meetings.findById(meetingId).lean<StoredMeeting>().orFail().exec();
    return this.toAdminDispute(after, await this.people.of([after]));
  }

  /** The job's pass: no-show reports the other person left unanswered past their time are decided by the rule. Answers how many. */
  async decideUnanswered(now = new Date()): Promise<number> {
    const due = await this.meetings
      .find({ 'dispute.status': 'open', 'dispute.kind': 'no-show', 'dispute.answerBy': mongoose.trusted({ $lte: now }) })
      .sort({ 'dispute.answerBy': 1 })
      .limit(RULE_BATCH)
      .lean<StoredMeeting[]>()
      .exec();
    const people = await this.people.of(due);
    let decided = 0;
    for (const meeting of due) {
      const dispute = meeting.dispute!;
      const outcome = disputeRuleOutcome(toMeetingDispute(dispute), now);
      if (!outcome) continue;
      const other = dispute.by === 'mentee' ? meeting.mentor : meeting.mentee;
      const decision = { outcome, refundKobo: outcome === 'refund' ? MEETING_PRICE_KOBO : 0, reason: ruleReason(dispute.by, nameOf(people.get(other.toString()))), by: 'rule' as const, at: now };
      try {
        if (!(await this.settle(meeting, decision))) continue;
        decided += 1;
        await this.afterDecision(meeting._id.toString());
      } catch (error) {
        // One report that cannot be settled must not stop the others; it stays open for an admin.
        if (error instanceof RefundNotPossibleError) await this.refunds.flagRefused(error);
        this.logger.error(`Dispute of meeting ${meeting._id.toString()} not decided by the rule: ${errorMessage(error)}`);
      }
    }
    if (decided > 0) this.logger.log(`Decided ${decided} unanswered no-show reports`);
    return decided;
  }

  /** Claims the decision and moves the money in one transaction; false when someone decided it first. */
  private settle(meeting: StoredMeeting, decision: DisputeDecisionRecord): Promise<boolean> {
    const part = meeting._id.toString();
    return withTransaction(this.connection, async (session) => {
      const claimed = await this.meetings.updateOne(
        { _id: meeting._id, 'dispute.status': mongoose.trusted({ $in: UNDECIDED }) },
        { $set: { 'dispute.status': 'decided', 'dispute.decision': decision } },
        { session },
      );
      if (claimed.modifiedCount === 0) return false;
      if (decision.refundKobo > 0) {
        await this.refunds.requestIn(session, {
          paymentReference: meeting.paymentReference,
          part,
          amountKobo: decision.refundKobo,
          ...(decision.refundKobo < MEETING_PRICE_KOBO ? { ofKobo: MEETING_PRICE_KOBO } : {}),
          reason: `Reported problem with meeting ${part}: ${OUTCOME_WORDS[decision.outcome]}`,
        });
      }
      if (decision.outcome !== 'refund') await this.earnings.releaseDisputedIn(session, meeting.paymentReference, part, decision.at);
      return true;
    });
  }

  private async afterDecision(meetingId: string): Promise<void> {
    await this.notices
      .onDispute(meetingId, 'decided')
      .catch((error: unknown) => this.logger.warn(`Dispute decision mails for meeting ${meetingId} not sent: ${errorMessage(error)}`));
  }

  private toAdminDispute(meeting: StoredMeeting, people: ReadonlyMap<string, PublicProfileRecord>): AdminDispute {
    return {
      meetingId: meeting._id.toString(),
      startsAt: meeting.startsAt.toISOString(),
      priceKobo: MEETING_PRICE_KOBO,
      mentor: { _id: meeting.mentor.toString(), name: nameOf(people.get(meeting.mentor.toString())) },
      mentee: { _id: meeting.mentee.toString(), name: nameOf(people.get(meeting.mentee.toString())) },
      dispute: toMeetingDispute(meeting.dispute!),
    };
  }
}

const OUTCOME_WORDS: Record<DisputeOutcome, string> = {
  refund: 'refunded in full',
  'part-refund': 'refunded in part',
  release: 'the session counts as held',
};
