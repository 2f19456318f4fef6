import type { AssessmentReviewItem } from '@trail/shared';
import { useState, type FormEvent } from 'react';
import { downloadAnswerFile, usePendingReviews, useReviewAnswer } from '../api/reviews';

/** A mentor's queue for one track: each free answer of their mentees, with pass or not yet and feedback. */
export function ReviewList({ fieldId }: { fieldId: string }) {
  const reviews = usePendingReviews(fieldId);
  if (reviews.error) return <p role="alert">{reviews.error.message}</p>;
  if (!reviews.data) return <p role="status">Loading the answers to review…</p>;
  if (reviews.data.data.length === 0) return <p>No answers are waiting for you in this track. Learners who book a session with you appear here when they submit.</p>;
  return (
    <ul className="review-list">
      {reviews.data.data.map((item) => (
        <li key={`${item.attemptId}:${item.questionId}`}>
          <ReviewCard fieldId={fieldId} item={item} />
        </li>
      ))}
    </ul>
  );
}

function ReviewCard({ fieldId, item }: { fieldId: string; item: AssessmentReviewItem }) {
  const review = useReviewAnswer(fieldId);
  const [feedback, setFeedback] = useState('');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const id = `feedback-${item.attemptId}-${item.questionId}`;
  const send = (pass: boolean) => (event: FormEvent) => {
    event.preventDefault();
    review.mutate({ item, body: { pass, feedback } });
  };
  return (
    <article className="review-card" aria-label={`${item.learner.name || 'A learner'}: ${item.question}`}>
      <h3>{item.question}</h3>
      <p className="muted">
        {item.learner.name || 'A learner'} · section {item.section}, attempt {item.attempt} · {new Date(item.submittedAt).toLocaleDateString()}
      </p>
      {item.type === 'link' && item.answer && (
        <p>
          <a href={item.answer} target="_blank" rel="noopener noreferrer nofollow">
            {item.answer}
          </a>
        </p>
      )}
      {item.type === 'text' && <blockquote>{item.answer}</blockquote>}
      {item.file && (
        <p>
          <button type="button" onClick={() => void downloadAnswerFile(item).catch((error: Error) => setDownloadError(error.message))}>
            Download {item.file.name} ({Math.ceil(item.file.size / 1024)} KB)
          </button>
        </p>
      )}
      {downloadError && <p role="alert">{downloadError}</p>}
      <form onSubmit={send(true)}>
        <label htmlFor={id}>Feedback for the learner</label>
        <textarea id={id} maxLength={2000} value={feedback} onChange={(event) => setFeedback(event.target.value)} />
        {review.error && <p role="alert">{review.error.message}</p>}
        <button type="submit" disabled={review.isPending}>
          Pass
        </button>
        <button type="button" disabled={review.isPending} onClick={send(false)}>
          Not yet
        </button>
      </form>
    </article>
  );
}
