import { Suspense } from 'react';
import { usePathParams } from '@/lib/navigation';
import { lazyQueryPage } from '@/app/lazy-page';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/auth/guard';

const SkillTestPage = lazyQueryPage<{ fieldSlug: string }>(async () => (await import('./skill-test-page')).SkillTestPage);

/** /assess/:fieldSlug/test: a track's skill and personality test, for any signed-in learner (decision 0051). */
export function SkillTestRoute() {
  const { fieldSlug = '' } = usePathParams(paths.skillTest.path);
  useDocumentTitle('Skill and personality test');
  return (
    <>
      <h1>Skill and personality test</h1>
      <RequireAuth>
        <Suspense fallback={<PageSkeleton />}>
          <SkillTestPage fieldSlug={fieldSlug} />
        </Suspense>
      </RequireAuth>
    </>
  );
}
