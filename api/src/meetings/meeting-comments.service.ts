import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { BOOKING_MESSAGES, type Meeting, type MeetingParty } from '@trail/shared';
import mongoose, { type Model } from 'mongoose';
import { MeetingPeople } from './meeting-people';
import { partyOf, type StoredMeeting, toMeeting } from './meeting.mapper';
import { MeetingRecord } from './schemas/meeting.schema';

export const OTHER_SIDES_COMMENT = 'You can only write your own comment on a session';

const FIELD: Record<MeetingParty, 'mentorQuery' | 'menteeQuery'> = { mentor: 'mentorQuery', mentee: 'menteeQuery' };

@Injectable()
export class MeetingCommentsService {
  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    private readonly people: MeetingPeople,
  ) {}

  /**
   * Writes the caller's own comment (again, if they change it), only once the meeting has started.
   * The conditional update is the check; the read after a refusal only says why.
   */
  async comment(callerId: string, meetingId: string, side: MeetingParty, text: string, now = new Date()): Promise<Meeting> {
    const updated = await this.meetings
      .findOneAndUpdate(
        { _id: meetingId, [side]: callerId, status: 'booked', startsAt: mongoose.trusted({ $lte: now }) },
        { $set: { [FIELD[side]]: text } },
        { returnDocument: 'after' },
      )
      .lean<StoredMeeting>()
      .exec();
    if (!updated) throw await this.whyNot(callerId, meetingId, side);
    return toMeeting(updated, side, await this.people.of([updated]), now);
  }

  private async whyNot(callerId: string, meetingId: string, side: MeetingParty): Promise<Error> {
    const meeting = await this.meetings.findById(meetingId).lean<StoredMeeting>().exec();
    if (!meeting || meeting.status === 'held' || meeting.status === 'released') return new NotFoundException(BOOKING_MESSAGES.meetingNotFound);
    const party = partyOf(meeting, callerId);
    if (!party) return new ForbiddenException(BOOKING_MESSAGES.notYourMeeting);
    if (party !== side) return new ForbiddenException(OTHER_SIDES_COMMENT);
    if (meeting.status === 'cancelled') return new ConflictException(BOOKING_MESSAGES.alreadyCancelled);
    return new ConflictException(BOOKING_MESSAGES.commentTooEarly);
  }
}
