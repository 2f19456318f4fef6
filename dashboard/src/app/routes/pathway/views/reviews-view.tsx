import { useState } from 'react';
import '@/features/assessments/assessments.css';
import { ReviewList } from '@/features/assessments/components/review-list';
import { useFields } from '@/features/fields/api/get-fields';

/** Reviews (mentors and admins): the free answers — text, links, files — of the learners who booked them, per track. */
export function ReviewsView() {
  const fields = useFields();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const fieldId = chosen ?? fields.data?.find((field) => field.slug === 'product-design')?._id ?? fields.data?.[0]?._id;
  return (
    <>
      <h1>Reviews</h1>
      <p>Written answers, links and files from the learners who booked a session with you. Your verdict and feedback show on their assessment page.</p>
      {fields.error && <p role="alert">{fields.error.message}</p>}
      {fields.data && (
        <p>
          <label htmlFor="reviews-track">Track</label>{' '}
          <select id="reviews-track" value={fieldId} onChange={(event) => setChosen(event.target.value)}>
            {fields.data.map((field) => (
              <option key={field._id} value={field._id}>
                {field.name}
              </option>
            ))}
          </select>
        </p>
      )}
      {fieldId && <ReviewList fieldId={fieldId} />}
    </>
  );
}
