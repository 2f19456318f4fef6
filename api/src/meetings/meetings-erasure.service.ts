import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type Types } from 'mongoose';
import { HoldAllowance } from './hold-allowance';
import { MeetingRecord } from './schemas/meeting.schema';

/** Account deletion's checks and step here (decision 0050). */
@Injectable()
export class MeetingsErasure {
  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    private readonly allowance: HoldAllowance,
  ) {}

  /** Booked or held hours of this account, as mentor or learner, that have not ended: the deletion waits for them. */
  upcomingCount(userId: Types.ObjectId, now: Date): Promise<number> {
    return this.meetings.countDocuments({
      $or: [{ mentor: userId }, { mentee: userId }],
      active: true,
      endsAt: mongoose.trusted({ $gt: now }),
    });
  }

  /** Meetings of this account with a reported problem not yet decided: erasing them would leave the decision nowhere to go (decision 0074). */
  undecidedDisputeCount(userId: Types.ObjectId): Promise<number> {
    return this.meetings.countDocuments({
      $or: [{ mentor: userId }, { mentee: userId }],
      'dispute.status': mongoose.trusted({ $in: ['open', 'with-admin'] }),
    });
  }

  /** Every meeting the account took part in, comments included; the payment records stay with payments. */
  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.meetings.deleteMany({ $or: [{ mentor: userId }, { mentee: userId }] });
    await this.allowance.forget(userId);
  }
}
