import { randomUUID } from 'node:crypto';
import { getModelToken } from '@nestjs/mongoose';
import { MEETING_LENGTH_MINUTES } from '@trail/shared';
import { type Model, Types } from 'mongoose';
import { MeetingRecord, type MeetingStatus } from '../../../src/meetings/schemas/meeting.schema';
import type { TestApp } from '../create-test-app';

export const HOUR_MS = 3_600_000;

export function meetingsModel(t: TestApp): Model<MeetingRecord> {
  return t.app.get<Model<MeetingRecord>>(getModelToken(MeetingRecord.name));
}

/**
 * A meeting as the booking leaves it (booked, with its room), straight through the model: these tests
 * are about what happens after booking. `status` 'held' or 'released' makes a booking in progress.
 */
export async function bookedMeeting(
  t: TestApp,
  people: { mentor: string; mentee: string },
  startsAt: Date,
  overrides: Partial<MeetingRecord> & { status?: MeetingStatus } = {},
): Promise<string> {
  const status = overrides.status ?? 'booked';
  const created = await meetingsModel(t).create({
    mentor: new Types.ObjectId(people.mentor),
    mentee: new Types.ObjectId(people.mentee),
    slotId: new Types.ObjectId(),
    startsAt,
    endsAt: new Date(startsAt.getTime() + MEETING_LENGTH_MINUTES * 60_000),
    status,
    ...(status === 'held' || status === 'booked' ? { active: true } : {}),
    paymentReference: `trail_test_${randomUUID().slice(0, 12)}`,
    purpose: 'Breaking into data analysis',
    meetLink: `https://meet.jit.si/trail-${randomUUID().slice(0, 12)}`,
    venue: 'Jitsi Meet',
    ...overrides,
  });
  return created._id.toString();
}
