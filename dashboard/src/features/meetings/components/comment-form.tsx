import { MESSAGES, type Meeting, type MeetingCommentBody } from '@trail/shared';
import { useId, useState, type FormEvent } from 'react';
import { useCommentOnMeeting } from '../api/comment-on-meeting';

/** The viewer's own comment on a started meeting; an empty one is refused here, without a request. */
export function CommentForm({ meeting }: { meeting: Meeting }) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const comment = useCommentOnMeeting();
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setEmpty(trimmed === '');
    if (trimmed === '') return;
    const body: MeetingCommentBody = meeting.as === 'mentor' ? { mentorQuery: trimmed } : { menteeQuery: trimmed };
    comment.mutate({ meetingId: meeting._id, body });
  };

  const error = empty ? MESSAGES.emptyComment : comment.error?.message;
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>Your comment</label>
      <textarea id={fieldId} value={text} onChange={(event) => setText(event.target.value)} />
      {error && <p role="alert">{error}</p>}
      <button type="submit" disabled={comment.isPending}>
        Send comment
      </button>
    </form>
  );
}
