import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from '@/lib/navigation';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { getField } from '@/features/fields/api/get-field';
import { ApiError } from '@/lib/api/api-client';
import { useAssessment } from '@/features/assessments/api/get-assessment';
import { useAssessmentStatus } from '@/features/assessments/api/get-assessment-status';
import '@/features/assessments/assessments.css';
import { AssessmentFlow } from '@/features/assessments/components/assessment-flow';
import { MentorFeedback } from '@/features/assessments/components/mentor-feedback';

/** /assess/:fieldSlug, signed in: the intro, then Get Started loads the questions of the section the learner is on. */
export function AssessmentPage({ fieldSlug }: { fieldSlug: string }) {
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  const field = useQuery({ queryKey: ['fields', fieldSlug], queryFn: ({ signal }) => getField(fieldSlug, signal) });
  const assessment = useAssessment(field.data?._id, started);
  const status = useAssessmentStatus(field.data?._id);
  const error = field.error ?? assessment.error ?? status.error;
  const next = status.data?.next;

  if (error instanceof ApiError && error.status === 402) {
    return (
      <>
        <p role="alert">{error.message}</p>
        <Link to={paths.pathwayLanding.getHref(fieldSlug)}>See the plans</Link>
      </>
    );
  }
  if (error) return <p role="alert">{error.message}</p>;
  if (!field.data) return <PageSkeleton />;
  if (!started) {
    return (
      <section aria-labelledby="assessment-intro-heading">
        <h2 id="assessment-intro-heading">{field.data.name}: section assessment</h2>
        <p>
          About 40 minutes of multiple choice and open-ended questions on the section you are on. Take your time: your answers are kept in this browser
          until you submit.
        </p>
        {next && (
          <p role="status">
            {next.attemptsLeft === 0
              ? `You have used all ${status.data!.maxAttempts} attempts at section ${next.section}’s assessment: there are no re-takes left.`
              : `Section ${next.section}: ${next.attemptsLeft} of ${status.data!.maxAttempts} attempts left.`}
          </p>
        )}
        <button type="button" onClick={() => setStarted(true)} disabled={!next || next.attemptsLeft === 0}>
          Get Started
        </button>
        <MentorFeedback fieldId={field.data._id} />
      </section>
    );
  }
  if (!assessment.data) return <PageSkeleton />;
  return <AssessmentFlow fieldId={field.data._id} questions={assessment.data.data} onDone={() => void navigate(paths.pathway.getHref('pathway'))} />;
}
