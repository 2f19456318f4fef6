import { displayText, type Meeting } from '@trail/shared';
import { useRef } from 'react';
import { ShowMore } from '@/components/ui/show-more';
import { formatKobo } from '@/lib/format-naira';
import type { MoreHistory } from '../hooks/use-my-meetings';
import { CommentForm } from './comment-form';
import { MeetingWhen } from './meeting-when';
import { OtherPerson } from './other-person';
import { SessionProblem } from './session-problem';
import '../meetings.css';

const SESSION = { one: 'session', other: 'sessions' };
const BADGES = { pending: 'Pending', completed: 'Completed', cancelled: 'Cancelled', upcoming: 'Upcoming' } as const;

function Cancellation({ meeting }: { meeting: Meeting }) {
  const { cancellation } = meeting;
  if (!cancellation) return null;
  const who = cancellation.by === meeting.as ? 'you' : cancellation.by === 'mentor' ? 'the mentor' : 'the learner';
  const refund = cancellation.refundKobo > 0 ? `${formatKobo(cancellation.refundKobo)} refunded` : 'no refund';
  return (
    <p>
      Cancelled by {who}, {refund}.
    </p>
  );
}

function HistoryItem({ meeting }: { meeting: Meeting }) {
  const mine = meeting.as === 'mentor' ? meeting.mentorQuery : meeting.menteeQuery;
  const theirs = meeting.as === 'mentor' ? meeting.menteeQuery : meeting.mentorQuery;
  return (
    <li className="meeting-history-item">
      <p>
        <MeetingWhen iso={meeting.time} /> · <OtherPerson meeting={meeting} />{' '}
        <span className={`badge badge-${meeting.state}`}>{BADGES[meeting.state]}</span>
      </p>
      <p className="session-purpose">{displayText(meeting.purpose, 'meetingPurpose')}</p>
      <Cancellation meeting={meeting} />
      {theirs && (
        <blockquote aria-label={meeting.as === 'mentor' ? "Learner's comment" : "Mentor's comment"}>{theirs}</blockquote>
      )}
      {mine && <blockquote aria-label="Your comment">{mine}</blockquote>}
      {meeting.state === 'pending' && <CommentForm meeting={meeting} />}
      <SessionProblem meeting={meeting} />
    </li>
  );
}

/**
 * Past and cancelled meetings, newest first as the API sends them, with the comment form where one is
 * due, and "Show more" when `more` says a later page exists.
 */
export function MeetingHistory({ meetings, emptyText, more }: { meetings: readonly Meeting[]; emptyText: string; more?: MoreHistory }) {
  const listRef = useRef<HTMLUListElement>(null);
  if (meetings.length === 0) return <p className="empty">{emptyText}</p>;
  return (
    <>
      <ul className="meeting-history" aria-label="Past sessions" ref={listRef}>
        {meetings.map((meeting) => (
          <HistoryItem key={meeting._id} meeting={meeting} />
        ))}
      </ul>
      {more && (
        <ShowMore shown={meetings.length} hasMore={more.hasMore} loading={more.loading} onMore={more.more} noun={SESSION} listRef={listRef} />
      )}
    </>
  );
}
