import type { AssessmentReviewItem, ReviewQueueStatus } from '@trail/shared';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ShowMore } from '@/components/ui/show-more';
import { downloadAnswerFile, useReviewAnswer, useReviewQueue } from '../api/reviews';

const ANSWER = { one: 'answer', other: 'answers' };
const TABS: { status: ReviewQueueStatus; label: string; empty: string }[] = [
  { status: 'toReview', label: 'To review', empty: 'No answers are waiting for you in this track. Learners who book a session with you appear here when they submit.' },
  { status: 'reviewed', label: 'Reviewed', empty: 'You have not reviewed any answer in this track yet.' },
];

/** A mentor's queue for one track: the answers waiting (oldest first) and those already judged, a page at a time. */
export function ReviewList({ fieldId }: { fieldId: string }) {
  const [status, setStatus] = useState<ReviewQueueStatus>('toReview');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    setStatus(TABS[index]!.status);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.findIndex((tab) => tab.status === status);
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      choose((at + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length);
    }
  };
  return (
    <>
      <div role="tablist" aria-label="Answers" className="review-tabs" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.status}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`review-tab-${tab.status}`}
            aria-selected={tab.status === status}
            aria-controls="review-panel"
            tabIndex={tab.status === status ? 0 : -1}
            onClick={() => setStatus(tab.status)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="review-panel" aria-labelledby={`review-tab-${status}`}>
        <ReviewPages key={status} fieldId={fieldId} status={status} empty={TABS.find((tab) => tab.status === status)!.empty} />
      </div>
    </>
  );
}

function ReviewPages({ fieldId, status, empty }: { fieldId: string; status: ReviewQueueStatus; empty: string }) {
  const reviews = useReviewQueue(fieldId, status);
  const listRef = useRef<HTMLUListElement>(null);
  if (reviews.error) return <p role="alert">{reviews.error.message}</p>;
  if (!reviews.data) return <p role="status">Loading the answers…</p>;
  const items = reviews.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <>
      <ul className="review-list" ref={listRef}>
        {items.map((item) => (
          <li key={`${item.attemptId}:${item.questionId}`}>
            <ReviewCard fieldId={fieldId} item={item} />
          </li>
        ))}
      </ul>
      <ShowMore
        shown={items.length}
        hasMore={reviews.hasNextPage}
        loading={reviews.isFetchingNextPage}
        onMore={() => void reviews.fetchNextPage()}
        noun={ANSWER}
        listRef={listRef}
      />
    </>
  );
}

function ReviewCard({ fieldId, item }: { fieldId: string; item: AssessmentReviewItem }) {
  const review = useReviewAnswer(fieldId);
  const [feedback, setFeedback] = useState(item.review?.feedback ?? '');
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
      {/* Downloads only, with nosniff; a PDF is still a document that can run scripts in some readers (security review L15). */}
      {item.file?.contentType === 'application/pdf' && (
        <p className="muted">A PDF can carry scripts: open it in your browser&apos;s own viewer, not in a reader that runs them.</p>
      )}
      {downloadError && <p role="alert">{downloadError}</p>}
      {item.review && (
        <p>
          Your verdict: <strong>{item.review.pass ? 'Pass' : 'Not yet'}</strong> · {new Date(item.review.reviewedAt).toLocaleDateString()}
        </p>
      )}
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
