import { useMyReviews } from '../api/reviews';

/** The learner's free answers a mentor has reviewed, with the verdict and feedback; nothing while none are. */
export function MentorFeedback({ fieldId }: { fieldId: string }) {
  const mine = useMyReviews(fieldId);
  const reviewed = mine.data?.data.filter((item) => item.review) ?? [];
  const waiting = (mine.data?.data.length ?? 0) - reviewed.length;
  if (!mine.data || mine.data.data.length === 0) return null;
  return (
    <section aria-labelledby="mentor-feedback-heading" className="mentor-feedback">
      <h3 id="mentor-feedback-heading">Mentor feedback</h3>
      {waiting > 0 && <p>{waiting === 1 ? 'One answer is' : `${waiting} answers are`} waiting for a mentor’s review. Your score does not wait for it.</p>}
      <ul>
        {reviewed.map((item) => (
          <li key={`${item.attemptId}:${item.questionId}`}>
            <strong>{item.question}</strong> ({item.review!.pass ? 'passed' : 'not yet'}){item.review!.feedback && <>: {item.review!.feedback}</>}
          </li>
        ))}
      </ul>
    </section>
  );
}
