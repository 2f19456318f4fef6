import { Suspense } from 'react';
import { usePathParams } from '@/lib/navigation';
import { lazyQueryPage } from '@/app/lazy-page';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/auth/guard';

// The questions and React Query load only once the session is known to be live (decision 0013).
const AssessmentPage = lazyQueryPage<{ fieldSlug: string }>(async () => (await import('./assessment-page')).AssessmentPage);

/** /assess/:fieldSlug: a section's assessment (spec §2), for a learner with a plan on the track's pathway. */
export function AssessmentRoute() {
  const { fieldSlug = '' } = usePathParams(paths.assessment.path);
  useDocumentTitle('Assessment');
  return (
    <>
      <h1>Assessment</h1>
      <RequireAuth>
        <Suspense fallback={<PageSkeleton />}>
          <AssessmentPage fieldSlug={fieldSlug} />
        </Suspense>
      </RequireAuth>
    </>
  );
}
