import { useQuery } from '@tanstack/react-query';
import { EMPTY_STATES, pathwayProgress, type SectionAssessments } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { usePathwayAccess } from '../api/get-pathway-access';
import { usePathwayDetails } from '../api/get-pathway-details';
import { pathwayResourcesQueryOptions } from '../api/get-pathway-resources';

interface LearningPathwayCardProps {
  slug: string;
  /** The sections' assessments (the page reads them from the assessments feature): a section is done only once its assessment is passed. */
  assessments: { data?: SectionAssessments; error?: Error | null };
}

/** Home's Learning Pathway card: the section the learner is on and the progress, or the way to get a pathway. */
export function LearningPathwayCard({ slug, assessments }: LearningPathwayCardProps) {
  const access = usePathwayAccess(slug);
  const pathway = usePathwayDetails(slug);
  // Only a plan holder may read the resources (the API answers 402 otherwise).
  const resources = useQuery({ ...pathwayResourcesQueryOptions(slug), enabled: Boolean(access.data) });
  const error = access.error ?? pathway.error ?? resources.error ?? assessments.error;
  const progress =
    access.data && pathway.data && resources.data && assessments.data
      ? pathwayProgress(pathway.data.sections, resources.data, new Date(), 'regular', new Date(access.data.grantedAt), assessments.data)
      : null;
  return (
    <section className="pathway-card" aria-labelledby="learning-pathway-heading">
      <h2 id="learning-pathway-heading">Learning Pathway</h2>
      {error && <p className="alert alert-error">{error.message}</p>}
      {access.data === null && (
        <>
          <p className="empty">{EMPTY_STATES.noPathway}</p>
          <Link to={paths.pathwayLanding.getHref(slug)}>Get the Product Design pathway</Link>
        </>
      )}
      {progress && (
        <>
          <p>
            {progress.current ? `Stage ${progress.current.no} of ${progress.sections.length} - ${progress.current.title}` : 'Every section is done.'}
          </p>
          <p>Learning progress: {progress.percent}%</p>
          <Link to={paths.pathway.getHref('pathway')}>Continue your pathway</Link>
        </>
      )}
    </section>
  );
}
