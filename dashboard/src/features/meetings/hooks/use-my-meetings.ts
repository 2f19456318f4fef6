import type { Meeting, User } from '@trail/shared';
import { useMeetings } from '../api/get-meetings';

export interface MyMeetings {
  /** Both sides' upcoming meetings, soonest first. */
  upcoming: Meeting[];
  /** Past and cancelled meetings as the learner, newest first. */
  asMentee: Meeting[];
  /** As the mentor (mentors only), newest first. */
  asMentor: Meeting[];
  /** Newest of both histories. */
  latest?: Meeting;
  isPending: boolean;
  error: Error | null;
}

const byTime = (a: Meeting, b: Meeting) => a.time.localeCompare(b.time);

/** A learner's meetings; a mentor's on both sides, since a mentor may also book other mentors. */
export function useMyMeetings(user: User): MyMeetings {
  const isMentor = user.role === 'mentor';
  const mentee = useMeetings('mentee', user._id);
  const mentor = useMeetings('mentor', user._id, isMentor);
  const asMentee = mentee.data?.history ?? [];
  const asMentor = mentor.data?.history ?? [];
  return {
    upcoming: [...(mentee.data?.upcoming ?? []), ...(mentor.data?.upcoming ?? [])].sort(byTime),
    asMentee,
    asMentor,
    latest: [...asMentee, ...asMentor].sort(byTime).at(-1),
    isPending: mentee.isPending || (isMentor && mentor.isPending),
    error: mentee.error ?? mentor.error,
  };
}
