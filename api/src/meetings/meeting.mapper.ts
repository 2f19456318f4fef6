import type { Meeting, MeetingDispute, MeetingParty, MeetingPerson, MeetingState } from '@trail/shared';
import type { Types } from 'mongoose';
import type { PublicProfileRecord } from '../users';
import type { MeetingDisputeRecord, MeetingRecord } from './schemas/meeting.schema';

export type StoredMeeting = MeetingRecord & { _id: Types.ObjectId };

/** Someone whose account is gone still appears on the other side's history, without a name. */
const UNKNOWN_PERSON = { firstName: '', lastName: '' } as const;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Only public fields: never e-mail, phone or anything else private of the other side. */
export function toMeetingPerson(id: Types.ObjectId, profile: PublicProfileRecord | undefined): MeetingPerson {
  const person = profile ?? UNKNOWN_PERSON;
  return {
    _id: id.toString(),
    firstName: person.firstName,
    lastName: person.lastName,
    picture: text(profile?.profileImgUrl),
    tag: text(profile?.tag),
    username: text(profile?.username),
  };
}

/** Upcoming before the start; then pending until the viewer's own comment exists, then completed. */
export function meetingState(meeting: StoredMeeting, as: MeetingParty, now: Date): MeetingState {
  if (meeting.status === 'cancelled') return 'cancelled';
  if (meeting.startsAt.getTime() > now.getTime()) return 'upcoming';
  return text(as === 'mentor' ? meeting.mentorQuery : meeting.menteeQuery) ? 'completed' : 'pending';
}

export function partyOf(meeting: StoredMeeting, userId: string): MeetingParty | undefined {
  if (meeting.mentor.toString() === userId) return 'mentor';
  if (meeting.mentee.toString() === userId) return 'mentee';
  return undefined;
}

export function toMeeting(
  meeting: StoredMeeting,
  as: MeetingParty,
  people: ReadonlyMap<string, PublicProfileRecord>,
  now: Date,
): Meeting {
  const { cancellation } = meeting;
  return {
    _id: meeting._id.toString(),
    time: meeting.startsAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
    purpose: meeting.purpose ?? '',
    meetLink: meeting.meetLink ?? '',
    venue: meeting.venue ?? '',
    mentor: toMeetingPerson(meeting.mentor, people.get(meeting.mentor.toString())),
    mentee: toMeetingPerson(meeting.mentee, people.get(meeting.mentee.toString())),
    mentorQuery: text(meeting.mentorQuery),
    menteeQuery: text(meeting.menteeQuery),
    as,
    state: meetingState(meeting, as, now),
    cancellation: cancellation ? { by: cancellation.by, at: cancellation.at.toISOString(), refundKobo: cancellation.refundKobo } : undefined,
    dispute: meeting.dispute ? toMeetingDispute(meeting.dispute) : undefined,
  };
}

export function toMeetingDispute(dispute: MeetingDisputeRecord): MeetingDispute {
  const { by, kind, details, at, status, answerBy, answer, decision } = dispute;
  return {
    by,
    kind,
    details,
    at: at.toISOString(),
    status,
    answerBy: answerBy.toISOString(),
    ...(answer ? { answer: { details: answer.details, at: answer.at.toISOString() } } : {}),
    ...(decision
      ? { decision: { outcome: decision.outcome, refundKobo: decision.refundKobo, reason: decision.reason, by: decision.by, at: decision.at.toISOString() } }
      : {}),
  };
}
