import type { Meeting, User } from '@trail/shared';
import { useMeetings } from '../api/get-meetings';

/** "Show more" of one history: whether a later page exists, and how to fetch it. */
export interface MoreHistory {
  hasMore: boolean;
  loading: boolean;
  more: () => void;
}

export interface MyMeetings {
  /** Both sides' upcoming meetings, soonest first. */
  upcoming: Meeting[];
  /** Past and cancelled meetings as the learner, newest first, the pages fetched so far. */
  asMentee: Meeting[];
  /** As the mentor (mentors only), newest first. */
  asMentor: Meeting[];
  moreAsMentee: MoreHistory;
  moreAsMentor: MoreHistory;
  /** Newest of both histories. */
  latest?: Meeting;
  isPending: boolean;
  error: Error | null;
}

const byTime = (a: Meeting, b: Meeting) => a.time.localeCompare(b.time);

type SideQuery = ReturnType<typeof useMeetings>;

const moreOf = (side: SideQuery): MoreHistory => ({
  hasMore: side.hasNextPage,
  loading: side.isFetchingNextPage,
  more: () => void side.fetchNextPage(),
});

/** A learner's meetings; a mentor's on both sides, since a mentor may also book other mentors. */
export function useMyMeetings(user: User): MyMeetings {
  const isMentor = user.role === 'mentor';
  const mentee = useMeetings('mentee', user._id);
  const mentor = useMeetings('mentor', user._id, isMentor);
  const asMentee = mentee.data?.pages.flatMap((page) => page.history) ?? [];
  const asMentor = mentor.data?.pages.flatMap((page) => page.history) ?? [];
  return {
    upcoming: [...(mentee.data?.pages[0]?.upcoming ?? []), ...(mentor.data?.pages[0]?.upcoming ?? [])].sort(byTime),
    asMentee,
    asMentor,
    moreAsMentee: moreOf(mentee),
    moreAsMentor: moreOf(mentor),
    latest: [...asMentee, ...asMentor].sort(byTime).at(-1),
    isPending: mentee.isPending || (isMentor && mentor.isPending),
    error: mentee.error ?? mentor.error,
  };
}
