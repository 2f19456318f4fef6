import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import { MeetingRecord } from './schemas/meeting.schema';

/**
 * A mentor's mentees: the learners who booked (and paid for) a session with them. Booking is the
 * learner's choice of this mentor, so it is what lets the mentor read their assessment answers (decision 0053).
 */
@Injectable()
export class MenteesService {
  constructor(@InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>) {}

  async menteesOf(mentorId: string): Promise<Types.ObjectId[]> {
    if (!isValidObjectId(mentorId)) return [];
    return (await this.meetings.distinct('mentee', { mentor: new Types.ObjectId(mentorId), status: 'booked' }).exec()) as Types.ObjectId[];
  }

  async isMentee(mentorId: string, menteeId: string | Types.ObjectId): Promise<boolean> {
    if (!isValidObjectId(mentorId) || !isValidObjectId(menteeId)) return false;
    const found = await this.meetings.exists({ mentor: new Types.ObjectId(mentorId), mentee: new Types.ObjectId(menteeId), status: 'booked' });
    return found !== null;
  }
}
