import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CURSOR_PAGE_SIZES, type CursorPage, type Meeting, type MeetingParty, type MeetingsResponse } from '@trail/shared';
import mongoose, { type Model, Types } from 'mongoose';
import { afterNewestFirst, newestFirstKey, pageOf } from '../platform/paging';
import { MeetingPeople } from './meeting-people';
import { type StoredMeeting, toMeeting } from './meeting.mapper';
import { MeetingRecord, type MeetingStatus } from './schemas/meeting.schema';

/** Held and released hours are bookings in progress, never meetings: only these two are shown. */
const SHOWN: MeetingStatus[] = ['booked', 'cancelled'];

/** History: cancelled, or booked and started. Newest first, the id breaking ties (pages neither overlap nor skip). */
const history = (now: Date): Record<string, unknown> => ({ $or: [{ status: 'cancelled' }, { status: 'booked', startsAt: mongoose.trusted({ $lte: now }) }] });
const NEWEST_FIRST = { startsAt: -1, _id: -1 } as const;
const historyKey = (meeting: StoredMeeting) => newestFirstKey(meeting.startsAt, meeting._id);

@Injectable()
export class MeetingsReadService {
  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    private readonly people: MeetingPeople,
  ) {}

  /**
   * One user's meetings on one side: every upcoming one soonest first (the booking horizon bounds
   * them), and the first page of the history newest first; one aggregation, then the people in them.
   */
  async listFor(userId: string, as: MeetingParty, limit: number = CURSOR_PAGE_SIZES.meetingHistory, now = new Date()): Promise<MeetingsResponse> {
    const [found] = await this.meetings
      .aggregate<{ upcoming: StoredMeeting[]; history: StoredMeeting[] }>([
        { $match: { [as]: new Types.ObjectId(userId), status: { $in: SHOWN } } },
        {
          $facet: {
            upcoming: [{ $match: { status: 'booked', startsAt: { $gt: now } } }, { $sort: { startsAt: 1, _id: 1 } }],
            history: [{ $match: history(now) }, { $sort: NEWEST_FIRST }, { $limit: limit + 1 }],
          },
        },
      ])
      .exec();
    const upcoming = found?.upcoming ?? [];
    const page = pageOf(found?.history ?? [], limit, historyKey);
    const people = await this.people.of([...upcoming, ...page.items]);
    return {
      upcoming: upcoming.map((m) => toMeeting(m, as, people, now)),
      history: page.items.map((m) => toMeeting(m, as, people, now)),
      historyHasMore: page.hasMore,
      ...(page.cursor ? { historyCursor: page.cursor } : {}),
    };
  }

  /** A later page of the history, after the cursor of the page before. */
  async historyFor(userId: string, as: MeetingParty, limit: number = CURSOR_PAGE_SIZES.meetingHistory, cursor?: string, now = new Date()): Promise<CursorPage<Meeting>> {
    const filter: Record<string, unknown> = {
      [as]: new Types.ObjectId(userId),
      status: mongoose.trusted({ $in: SHOWN }),
      $and: [history(now), ...(cursor ? [afterNewestFirst(cursor, 'startsAt')] : [])],
    };
    const rows = await this.meetings.find(filter).sort(NEWEST_FIRST).limit(limit + 1).lean<StoredMeeting[]>().exec();
    const page = pageOf(rows, limit, historyKey);
    const people = await this.people.of(page.items);
    return { ...page, items: page.items.map((m) => toMeeting(m, as, people, now)) };
  }
}
