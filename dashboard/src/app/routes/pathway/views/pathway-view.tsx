import { EMPTY_STATES, pathwayProgress, type Pathway, type PathwayAccess, type PathwayResource, type SectionAssessments } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { sectionAssessmentsOf, useAssessmentStatus } from '@/features/assessments/api/get-assessment-status';
import { useCancelMonthly } from '@/features/pathways/api/cancel-monthly';
import { useChangeCard } from '@/features/pathways/api/subscription-card';
import { usePathwayAccess } from '@/features/pathways/api/get-pathway-access';
import { usePathwayDetails } from '@/features/pathways/api/get-pathway-details';
import { usePathwayResources } from '@/features/pathways/api/get-pathway-resources';
import { useMarkResourceRead, useOpenResource } from '@/features/pathways/api/mark-resource';
import { usePace, useSetPace } from '@/features/pathways/api/pace';
import { LEARNER_PATHWAY_SLUG } from '@/features/pathways/api/pathway-query-keys';
import { MonthlyPlan } from '@/features/pathways/components/monthly-plan';
import { PaceChoice } from '@/features/pathways/components/pace-choice';
import { CurrentSectionCard, PathwaySummaryCard } from '@/features/pathways/components/progress-cards';
import { ResourceItem } from '@/features/pathways/components/resource-actions';
import { SectionProgressList } from '@/features/pathways/components/section-progress-list';
import { SectionResources } from '@/features/pathways/components/section-resources';
import '@/features/pathways/pathways.css';
import { ApiError } from '@/lib/api/api-client';

/** Pathway: the current section, the pathway's progress and pace, the top 3 tasks, the current section's resources and every section. */
export function PathwayView() {
  const pathway = usePathwayDetails(LEARNER_PATHWAY_SLUG);
  const access = usePathwayAccess(LEARNER_PATHWAY_SLUG);
  const resources = usePathwayResources(LEARNER_PATHWAY_SLUG);
  // Which sections' assessments are passed: a section is done only then (decision 0051).
  const status = useAssessmentStatus(pathway.data?.fieldId, Boolean(access.data));
  const error = pathway.error ?? access.error ?? resources.error ?? status.error;

  // 402: signed in without a plan; 404: no such pathway.
  if (access.data === null || (error instanceof ApiError && (error.status === 404 || error.status === 402))) return <NoPathway />;
  return (
    <>
      <h1>Pathway</h1>
      {error && <p role="alert">{error.message}</p>}
      {!error && (pathway.isPending || resources.isPending || access.isPending || status.isPending) && <p className="muted">Loading your pathway…</p>}
      {pathway.data && resources.data && access.data && status.data && (
        <PathwayProgressView pathway={pathway.data} resources={resources.data} access={access.data} assessments={sectionAssessmentsOf(status.data)} />
      )}
    </>
  );
}

interface PathwayProgressViewProps {
  pathway: Pathway;
  resources: PathwayResource[];
  access: PathwayAccess;
  assessments: SectionAssessments;
}

function PathwayProgressView({ pathway, resources, access, assessments }: PathwayProgressViewProps) {
  const pace = usePace(pathway.fieldId);
  const setPace = useSetPace();
  const rate = pace.data?.rate ?? 'regular';
  const progress = pathwayProgress(pathway.sections, resources, new Date(), rate, new Date(access.grantedAt), assessments);
  const open = useOpenResource(pathway.slug);
  const markRead = useMarkResourceRead(pathway.slug);
  const cancelMonthly = useCancelMonthly(pathway.slug);
  const changeCard = useChangeCard();
  const failed = open.error ?? markRead.error ?? setPace.error;

  return (
    <>
      {failed && <p role="alert">{failed.message}</p>}
      <div className="pathway-cards">
        <CurrentSectionCard progress={progress} assessmentHref={paths.assessment.getHref(pathway.slug)} />
        <PathwaySummaryCard title={pathway.title} progress={progress} />
      </div>
      <MonthlyPlan
        access={access}
        onCancel={() => cancelMonthly.mutate(pathway.fieldId)}
        onChangeCard={() => changeCard.mutate(pathway.fieldId)}
        busy={cancelMonthly.isPending || changeCard.isPending}
        error={(cancelMonthly.error ?? changeCard.error)?.message ?? null}
      />
      <PaceChoice rate={rate} onChange={(next) => setPace.mutate({ fieldId: pathway.fieldId, rate: next })} busy={setPace.isPending || pace.isPending} />
      <section aria-labelledby="top-tasks-heading">
        <h2 id="top-tasks-heading">Top 3 tasks</h2>
        {progress.topTasks.length === 0 ? (
          <p className="empty">You have finished every resource of this pathway.</p>
        ) : (
          <ol className="pathway-tasks">
            {progress.topTasks.map((resource) => (
              <ResourceItem key={resource._id} resource={resource} onOpen={open.mutate} onMarkRead={markRead.mutate} busy={markRead.isPending} />
            ))}
          </ol>
        )}
      </section>
      {progress.current && (
        <SectionResources
          section={progress.current}
          of={progress.sections.length}
          resources={resources}
          onOpen={open.mutate}
          onMarkRead={markRead.mutate}
          busy={markRead.isPending}
        />
      )}
      <section aria-labelledby="full-pathway-heading">
        <h2 id="full-pathway-heading">The pathway</h2>
        <SectionProgressList sections={progress.sections} />
        <p>
          <Link to={paths.pathwayLanding.getHref(pathway.slug)}>About this pathway and its plans</Link>
        </p>
      </section>
    </>
  );
}

function NoPathway() {
  return (
    <>
      <h1>Pathway</h1>
      <div className="pathway-cards">
        <section className="pathway-card" aria-labelledby="current-section-heading">
          <h2 id="current-section-heading">Current section</h2>
          <p className="empty">{EMPTY_STATES.noCurrentSection}</p>
        </section>
        <section className="pathway-card" aria-labelledby="your-pathway-heading">
          <h2 id="your-pathway-heading">Your pathway</h2>
          <p className="empty">{EMPTY_STATES.noPathway}</p>
          <Link to={paths.pathwayLanding.getHref(LEARNER_PATHWAY_SLUG)}>Get the Product Design pathway</Link>
          <Link to={paths.mentors.getHref()}>Talk to a mentor about your path</Link>
        </section>
      </div>
    </>
  );
}
