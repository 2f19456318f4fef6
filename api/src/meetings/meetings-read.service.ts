import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { MeetingParty, MeetingsResponse } from '@trail/shared';
import mongoose, { type Model, Types } from 'mongoose';
import { MeetingPeople } from './meeting-people';
import { type StoredMeeting, toMeeting } from './meeting.mapper';
import { MeetingRecord, type MeetingStatus } from './schemas/meeting.schema';

/** Held and released hours are bookings in progress, never meetings: only these two are shown. */
const SHOWN: MeetingStatus[] = ['booked', 'cancelled'];

@Injectable()
export class MeetingsReadService {
  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    private readonly people: MeetingPeople,
  ) {}

  /** One user's meetings on one side: upcoming soonest first, history (started or cancelled) newest first. */
  async listFor(userId: string, as: MeetingParty, now = new Date()): Promise<MeetingsResponse> {
    const found = await this.meetings
      .find({ [as]: new Types.ObjectId(userId), status: mongoose.trusted({ $in: SHOWN }) })
      .sort({ startsAt: -1 })
      .lean<StoredMeeting[]>()
      .exec();
    const people = await this.people.of(found);
    const upcoming = found.filter((m) => m.status === 'booked' && m.startsAt.getTime() > now.getTime()).reverse();
    const history = found.filter((m) => !upcoming.includes(m));
    return {
      upcoming: upcoming.map((m) => toMeeting(m, as, people, now)),
      history: history.map((m) => toMeeting(m, as, people, now)),
    };
  }
}
